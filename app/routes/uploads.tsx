// POST /uploads: one file, checked by extension and content, stored outside the web root.
import type { ActionFunctionArgs } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { receiveUpload } from "../loaders/uploads.server";

export const action = ({ request, context }: ActionFunctionArgs) => receiveUpload(request, context);

export function loader() {
  throw notFound();
}
