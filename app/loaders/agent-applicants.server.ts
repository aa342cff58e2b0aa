// An agent's new applicant and new application (issue 16 item 5): two staff forms drawn by the
// generic renderer; saving the first invites the applicant and asks for their application, saving
// the second opens the application's task list for the agent to work on.
import type { AppLoadContext } from "@remix-run/node";
import { agentScope, agentsFor, newApplicantForm, newApplicationForm, openAgentApplicant } from "../../server/applications/agent-applicants";
import { staffFormPage, staffFormTexts, type StaffForm, type StaffFormScope } from "../../server/forms/staff-form";
import { answeringRefusal, submitStaffForm } from "./staff-form.server";

const TEXT_PREFIXES = ["form.", "person.", "staff.agentApplicants."];
const STUDENTS = "/students";

async function newApplicant(request: Request, context: AppLoadContext) {
  const scope = await agentScope(request, context);
  return { scope, form: newApplicantForm(context, scope, await agentsFor(context.services, scope)) };
}

async function newApplication(request: Request, context: AppLoadContext, userId: string | undefined) {
  const scope = await agentScope(request, context);
  const applicant = await answeringRefusal(openAgentApplicant(context, scope, userId));
  const name = [applicant.givenName, applicant.familyName].filter(Boolean).join(" ") || applicant.email;
  return { scope, form: newApplicationForm(context, scope, applicant), caption: scope.config.text("staff.agentApplicants.applicationCaption", { name }) };
}

function pageData(scope: StaffFormScope, form: StaffForm, caption: string) {
  const page = staffFormPage(scope, form);
  return { page, caption, version: 0, backUrl: STUDENTS, backLabel: scope.config.text("staff.agentApplicants.back"), texts: staffFormTexts(scope, page, TEXT_PREFIXES) };
}

export async function loadNewApplicant(request: Request, context: AppLoadContext) {
  const { scope, form } = await newApplicant(request, context);
  return pageData(scope, form, "");
}

export async function submitNewApplicant(request: Request, context: AppLoadContext) {
  const { scope, form } = await newApplicant(request, context);
  return submitStaffForm(request, scope, form, STUDENTS);
}

export async function loadNewApplication(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { scope, form, caption } = await newApplication(request, context, userId);
  return pageData(scope, form, caption);
}

export async function submitNewApplication(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { scope, form } = await newApplication(request, context, userId);
  return submitStaffForm(request, scope, form, STUDENTS);
}
