// /config/reminders/:key: one reminder's email (issue 19 item 3; decision 0831): its subject,
// text and the page it links to, saved into the draft (the subject and text are the
// university's messages), and a preview as a chosen student would get it, from what is typed.
import { notFound } from "../../server/auth/guards";
import { messageText, replaceArea, setMessageText } from "../../server/config-admin/edits";
import { say } from "../../server/config-admin/texts";
import { fillReminderEmail, reminderParams, type ReminderEmail } from "../../rules/reminders/render-email";
import type { ReminderDeliveryArea, ReminderTemplate } from "../../rules/types";
import { configPage, draftState, failure, field, saveDraft, submittedValues, workingConfig, type ConfigContext, type ConfigPage, type FieldError } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { personRecordBy } from "../../server/records/person-records";

const MAX_SUBJECT = 200;
const MAX_BODY = 5000;
const LINK = /^\/[A-Za-z0-9/_-]*$/;

function templateOf(page: ConfigPage, key: string | undefined): ReminderTemplate {
  const templates = (page.copy.config["reminder-delivery"] as ReminderDeliveryArea | undefined)?.templates ?? {};
  if (!key || !Object.hasOwn(templates, key)) throw notFound();
  return templates[key];
}

/** The preview: the student found by student number or email, the email they would get. */
async function preview(context: ConfigContext, page: ConfigPage, template: ReminderTemplate, wording: { subject: string; body: string }, who: string): Promise<{ email: ReminderEmail | null; notFound: boolean }> {
  if (!who.trim()) return { email: null, notFound: false };
  const record = await personRecordBy(context.services, page.access.tenant, who);
  if (!record) return { email: null, notFound: true };
  const recipient = { givenName: String(record.givenName ?? ""), familyName: String(record.familyName ?? "") };
  return { email: fillReminderEmail(wording, reminderParams(workingConfig(page), template, record, recipient, context.services.env.publicUrl)), notFound: false };
}

function pageData(page: ConfigPage, key: string, template: ReminderTemplate) {
  const about = String((page.copy.config.reminders as Record<string, { about?: string }> | undefined)?.[key]?.about ?? "");
  return {
    texts: page.texts,
    frame: page.frame,
    state: draftState(page.copy),
    key,
    about,
    values: { subject: messageText(page.copy.config, template.subjectKey) ?? "", body: messageText(page.copy.config, template.bodyKey) ?? "", link: template.link },
    links: { back: page.access.href("/config/reminders"), action: page.access.href(`/config/reminders/${encodeURIComponent(key)}`), tenant: page.access.namesTenant ? page.access.tenant : null },
  };
}

export async function loadReminderTemplate(request: Request, context: ConfigContext, key: string | undefined) {
  const page = await configPage(request, context);
  const template = templateOf(page, key);
  const data = pageData(page, key as string, template);
  const who = new URL(request.url).searchParams.get("student") ?? "";
  return { ...data, student: who, preview: await preview(context, page, template, data.values, who), saved: new URL(request.url).searchParams.get("saved") === "1" };
}

function problems(texts: Record<string, string>, values: { subject: string; body: string; link: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.subject.trim()) errors.push({ field: "subject", message: say(texts, "config.reminderEmail.subjectRequired") });
  else if (values.subject.length > MAX_SUBJECT) errors.push({ field: "subject", message: say(texts, "config.reminderEmail.subjectTooLong") });
  if (!values.body.trim()) errors.push({ field: "body", message: say(texts, "config.reminderEmail.bodyRequired") });
  else if (values.body.length > MAX_BODY) errors.push({ field: "body", message: say(texts, "config.reminderEmail.bodyTooLong") });
  if (!LINK.test(values.link)) errors.push({ field: "link", message: say(texts, "config.reminderEmail.linkInvalid") });
  return errors;
}

/** 'Save to draft' writes the wording and page; 'Show the preview' draws the email from what is typed. */
export async function reminderTemplateAction(request: Request, context: ConfigContext, key: string | undefined) {
  const page = await configPage(request, context);
  const template = templateOf(page, key);
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = { subject: field(form, "subject"), body: field(form, "body").replace(/\r\n/g, "\n"), link: field(form, "link").trim() };
  const errors = problems(page.texts, values);
  if (intent === "preview") {
    const data = pageData(page, key as string, template);
    const who = field(form, "student");
    return { ...data, values, student: who, preview: await preview(context, page, { ...template, link: LINK.test(values.link) ? values.link : template.link }, values, who), saved: false, errors };
  }
  if (errors.length) return failure(422, "save", errors, submittedValues(form));
  const area = page.copy.config["reminder-delivery"] as ReminderDeliveryArea;
  let edited = setMessageText(page.copy.config, template.subjectKey, values.subject);
  edited = setMessageText(edited, template.bodyKey, values.body);
  edited = replaceArea(edited, "reminder-delivery", { ...area, templates: { ...area.templates, [key as string]: { ...template, link: values.link } } });
  return saveDraft(context, page, edited, { form, intent: "save", by: page.access.user.id, redirectTo: page.access.href(`/config/reminders/${encodeURIComponent(key as string)}`, { saved: "1" }) });
}
