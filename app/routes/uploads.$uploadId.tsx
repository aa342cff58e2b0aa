// GET /uploads/:id sends the file as an attachment to those who may see it; POST deletes it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { removeUpload, sendUpload } from "../loaders/uploads.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => sendUpload(request, context, params.uploadId);

export const action = ({ request, context, params }: ActionFunctionArgs) => removeUpload(request, context, params.uploadId);
