// A reminder's email from its template (issue 19 item 3; decision 0831): the subject and the
// plain-text body are the university's messages with the placeholders filled; the HTML part is
// made from the text (paragraphs at blank lines, the link made a link), every value escaped.
import { format, isValid, parseISO } from "date-fns";
import { formatMessage } from "../forms/messages";
import type { PreparedConfig } from "../config/prepared-config";
import type { ReminderTemplate } from "../types";
import { getAt, splitKey } from "../forms/field-paths";

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

export interface ReminderRecipient {
  givenName: string;
  familyName: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

function deadlineOf(template: ReminderTemplate, record: unknown): string {
  if (!template.deadlineField) return "";
  const value = getAt(record, splitKey(template.deadlineField));
  const date = typeof value === "string" ? parseISO(value) : null;
  return date && isValid(date) ? format(date, "d MMMM yyyy") : "";
}

export interface ReminderWording {
  subject: string;
  body: string;
}

/** The values a reminder's wording may use. @param origin PUBLIC_URL's origin: every link starts with it. */
export function reminderParams(config: PreparedConfig, template: ReminderTemplate, record: unknown, recipient: ReminderRecipient, origin: string): Record<string, string> {
  return { ...recipient, universityName: config.settings.universityName, teamName: config.settings.teamName ?? "", deadline: deadlineOf(template, record), link: new URL(template.link, origin).toString() };
}

/** The email from wording (the university's messages, or a draft's being edited) and its values. */
export function fillReminderEmail(wording: ReminderWording, params: Readonly<Record<string, string>>): ReminderEmail {
  const text = formatMessage(wording.body, params);
  const link = escapeHtml(params.link ?? "");
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => `<p>${paragraph.split("\n").map((line) => (link ? escapeHtml(line).split(link).join(`<a href="${link}">${link}</a>`) : escapeHtml(line))).join("<br>")}</p>`);
  return {
    subject: formatMessage(wording.subject, params).replace(/[\r\n]+/g, " "),
    text,
    html: `<!doctype html><html><body>${paragraphs.join("\n")}</body></html>`,
  };
}

/** The email a reminder sends, in the university's published wording. */
export function renderReminderEmail(config: PreparedConfig, template: ReminderTemplate, record: unknown, recipient: ReminderRecipient, origin: string): ReminderEmail {
  const wording = { subject: config.messages[template.subjectKey]?.text ?? template.subjectKey, body: config.messages[template.bodyKey]?.text ?? template.bodyKey };
  return fillReminderEmail(wording, reminderParams(config, template, record, recipient, origin));
}
