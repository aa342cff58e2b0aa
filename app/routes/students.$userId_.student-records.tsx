// /students/:userId/student-records: sends one student to the student-records system (POST).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendStudent, studentRecordsOfPerson } from "../loaders/student-records.server";

export const handle = { permission: "update:student:tenant" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => studentRecordsOfPerson(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => sendStudent(request, context, params.userId);
