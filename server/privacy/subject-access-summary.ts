// The subject-access ZIP's readable summary (summary.html; decision 0039): one page, every part in
// the catalogue's words, each value escaped, no script. The internal notes come last, marked for
// the officer to review before release.
import type { PreparedConfig } from "../../rules";
import type { AnsweredSection, Row, SubjectAccessData } from "./subject-access-data";

const escape = (value: string): string => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** "22 November 2026, 10:00" from an ISO date-time; a day alone as "22 November 2026". */
function when(at: string): string {
  const date = new Date(at);
  if (!at || Number.isNaN(date.getTime())) return at;
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return at.length <= 10 ? day : `${day}, ${date.toISOString().slice(11, 16)}`;
}

function rows(list: readonly Row[], none: string): string {
  if (!list.length) return `<p>${escape(none)}</p>`;
  return `<dl>${list.map((row) => `<dt>${escape(row.label)}</dt><dd>${escape(row.value)}</dd>`).join("")}</dl>`;
}

function sections(list: readonly AnsweredSection[], none: string, notAnswered: string): string {
  if (!list.length) return `<p>${escape(none)}</p>`;
  return list.map((section) => `<h4>${escape(section.title)} (${escape(section.status)})</h4>${section.answers.length ? rows(section.answers, none) : `<p>${escape(notAnswered)}</p>`}`).join("");
}

const list = (items: readonly string[], none: string) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>` : `<p>${escape(none)}</p>`);

export function subjectAccessSummary(config: PreparedConfig, data: SubjectAccessData, context: { university: string; today: string; receivedOn: string }): string {
  const t = (key: string, params: Record<string, string | number> = {}) => config.text(`privacy.sar.summary.${key}`, params);
  const none = t("none");
  const title = t("title", { name: data.name });
  const parts = [
    `<h1>${escape(title)}</h1>`,
    `<p>${escape(t("intro", { university: context.university, name: data.name, date: when(context.today), received: when(context.receivedOn) }))}</p>`,
    `<section id="person"><h2>${escape(t("person"))}</h2>${rows(data.person, none)}</section>`,
    `<section id="applications"><h2>${escape(t("applications"))}</h2>${data.applications.length ? data.applications.map((application) => `<h3>${escape(application.heading)}</h3>${sections(application.sections, none, t("notAnswered"))}`).join("") : `<p>${escape(none)}</p>`}</section>`,
    `<section id="checklist"><h2>${escape(t("checklist"))}</h2>${sections(data.checklist, none, t("notAnswered"))}</section>`,
    `<section id="offers"><h2>${escape(t("offers"))}</h2>${
      data.offers.length
        ? data.offers
            .map(
              (offer) =>
                `<h3>${escape(offer.heading)}</h3>${rows(offer.details, none)}` +
                (offer.requirements.length ? `<h4>${escape(t("requirements"))}</h4>${rows(offer.requirements, none)}` : "") +
                (offer.fees.length ? `<h4>${escape(t("fees"))}</h4>${rows(offer.fees, none)}` : "") +
                `<h4>${escape(t("letter"))}</h4>${[...offer.letter.start, ...offer.letter.end, offer.letter.signedBy].filter(Boolean).map((paragraph) => `<p>${escape(paragraph)}</p>`).join("")}` +
                `<p>${escape(t("letterFile", { file: offer.letterFile }))}</p>`,
            )
            .join("")
        : `<p>${escape(none)}</p>`
    }</section>`,
    `<section id="cas"><h2>${escape(t("cas"))}</h2>${rows(data.cas ?? [], none)}</section>`,
    `<section id="messages"><h2>${escape(t("messages"))}</h2>${list(
      data.messages.map((message) => `<p><strong>${escape(t("conversation", { conversation: message.conversation, who: message.from, when: when(message.at) }))}</strong></p><p>${escape(message.body)}</p>`),
      none,
    )}</section>`,
    `<section id="history"><h2>${escape(t("history"))}</h2>${list(
      data.history.map((entry) => `${escape(when(entry.at))}: ${escape(entry.what)} (${escape(entry.who)})${entry.changes.length ? `<ul>${entry.changes.map((change) => `<li>${escape(change)}</li>`).join("")}</ul>` : ""}`),
      none,
    )}</section>`,
    `<section id="access-log"><h2>${escape(t("accessLog"))}</h2>${list(
      data.accessLog.map((line) => `${escape(when(line.at))}: ${escape(line.what)} (${escape(line.who)}, ${escape(line.role)})`),
      none,
    )}</section>`,
    `<section id="files"><h2>${escape(t("files"))}</h2><p>${escape(t("filesIntro"))}</p>${list(
      data.files.map((file) => escape(t("fileLine", { name: file.name, type: file.documentType, when: when(file.uploadedAt), path: file.path }))),
      none,
    )}</section>`,
    `<section id="internal" class="internal"><h2>${escape(t("internal"))}</h2><p>${escape(t("internalIntro"))}</p>${
      data.internal.length ? list(data.internal.map((note) => `<strong>${escape(note.kind)}</strong>${note.at ? ` (${escape(when(note.at))})` : ""}: ${escape(note.text)}`), none) : `<p>${escape(t("internalNone"))}</p>`
    }</section>`,
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:Arial,sans-serif;max-width:50rem;margin:2rem auto;line-height:1.4}dt{font-weight:bold}dd{margin:0 0 .5rem 0}.internal{border:4px solid #d4351c;padding:0 1rem}</style>
</head><body>
${parts.join("\n")}
</body></html>
`;
}
