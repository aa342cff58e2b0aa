// /students/:userId/requests/:kind: staff ask the student (or, with ?application=, the applicant)
// for something a reminder then chases (issue 37; decision 0031).
import type { AppLoadContext } from "@remix-run/node";
import { openRequest, requestForm } from "../../server/staff/requests";
import { staffFormPage, staffFormTexts } from "../../server/forms/staff-form";
import { personUrl, submitStaffForm } from "./staff-form.server";
import { currentStage, stageLabel } from "../../rules/cas/stage-move";

const TEXT_PREFIXES = ["form.", "person.", "staffRequests."];

const applicationOf = (request: Request) => new URL(request.url).searchParams.get("application");

export async function loadStaffRequest(request: Request, context: AppLoadContext, userId: string | undefined, kind: string | undefined) {
  const opened = await openRequest(request, context, userId, kind, applicationOf(request));
  const page = staffFormPage(opened.opened, requestForm(context.services, opened));
  const { config, record, collection } = opened.opened;
  const caption = collection === "students" ? config.text("cas.stageMove.current", { stage: stageLabel(config, record, currentStage(record)) }) : "";
  return { page, caption, version: record._version, backUrl: personUrl(userId ?? ""), texts: staffFormTexts(opened.opened, page, TEXT_PREFIXES) };
}

export async function submitStaffRequest(request: Request, context: AppLoadContext, userId: string | undefined, kind: string | undefined) {
  const opened = await openRequest(request, context, userId, kind, applicationOf(request));
  return submitStaffForm(request, opened.opened, requestForm(context.services, opened), personUrl(userId ?? ""));
}
