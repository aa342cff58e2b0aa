// POST /uploads: one file, checked by extension and content, stored outside the web root.
import type { ActionFunctionArgs } from "@remix-run/node";
import { refuseRead } from "../loaders/refuse.server";
import { receiveUpload } from "../loaders/uploads.server";

export const action = ({ request, context }: ActionFunctionArgs) => receiveUpload(request, context);

export const loader = refuseRead;
