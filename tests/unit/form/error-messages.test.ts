// Error messages follow GOV.UK's pattern (issue 40 item 10), read as the person sees them: every
// field of every form of every university (the defaults merged with each university's patch), the
// message each fault would show (an empty answer, a wrong format, too long, too many, the form's
// own rules), made from the catalogue and the field's label exactly as the form's checks make it.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import type { CompiledField, CompiledForm } from "../../../rules/forms/compile-form";
import { formatMessage, hasMessage, schemaKeywordMessageKey, subjectParams } from "../../../rules/forms/messages";
import type { RenderPlan } from "../../../rules/forms/render";
import { composedConfigs, defaultConfig } from "../../../server/cli/config-source";
import { prepareConfiguration } from "../../../server/tenant-config/validate";

/** The schema keywords a field's answer can fail, each a fault the person is told about. */
const FAULT_KEYWORDS = ["format", "pattern", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems", "enum", "const"];

interface Shown {
  where: string;
  fault: string;
  text: string;
  label: string | null;
}

/** A label as the page shows it: written, or worked out from an empty answer. */
function labelOf(field: CompiledField): string | null {
  if (field.label.constant) return typeof field.label.value === "string" ? field.label.value : null;
  try {
    const value = field.label.evaluate({ record: {}, item: {}, index: 0, today: "2026-11-27", role: "applicant", settings: {}, application: null });
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Every message a form can show, by field and fault. */
function messagesOf(formId: string, form: CompiledForm): Shown[] {
  const plans = new Map<string, RenderPlan>();
  const walk = (plan: RenderPlan) => {
    plans.set(plan.pattern, plan);
    for (const [, child] of plan.properties ?? []) walk(child);
    if (plan.items) walk(plan.items);
  };
  walk(form.renderPlan);
  const shown: Shown[] = [];
  const has = (key: string) => hasMessage(form.messages, key);
  const say = (key: string, label: string | null, params: Record<string, unknown>) => formatMessage(form.messages[key]?.text ?? key, { label, ...subjectParams(label), ...params });
  for (const field of form.fields) {
    if (field.systemFilled) continue; // never drawn, so never told about
    const label = labelOf(field);
    const where = `${formId}: ${field.key}`;
    const keywords = plans.get(field.key)?.keywords ?? {};
    const mayBeMandatory = !(field.mandatory.constant && !field.mandatory.value);
    if (mayBeMandatory) shown.push({ where, fault: "empty", text: say(field.requiredMessage, label, {}), label });
    for (const keyword of ["required", "dependentRequired"]) if (field.messages[keyword]) shown.push({ where, fault: "empty", text: say(field.messages[keyword], label, {}), label });
    for (const keyword of FAULT_KEYWORDS) {
      if (!(keyword in keywords)) continue;
      const limit = keywords[keyword];
      // A first character missing is an empty answer, whatever keyword finds it.
      const fault = keyword === "minLength" && limit === 1 ? "empty" : keyword === "pattern" ? "format" : keyword;
      const answer = fault === "empty" ? "" : "x";
      shown.push({ where, fault, text: say(schemaKeywordMessageKey(field, keyword, answer, has), label, { limit }), label });
    }
  }
  for (const rule of form.rules) {
    // A parameter worked out from the answers (a course's fee) is filled with a stand-in.
    const params = Object.fromEntries(Object.entries(rule.params).map(([name, value]) => [name, typeof value === "object" && value !== null ? "100" : value]));
    const field = form.fieldByKey.get(rule.path);
    const label = field ? labelOf(field) : null;
    shown.push({ where: `${formId}: ${rule.path} (rule ${rule.id})`, fault: `rule ${rule.id}`, text: say(rule.messageKey, label, params), label });
  }
  return shown;
}

/**
 * Words the catalogue writes with a capital mid-sentence between lower-case words (not in a Title
 * Case heading) and never without one: names (English, WhatsApp).
 */
function namesIn(configs: Iterable<PreparedConfig>): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const config of configs) {
    for (const { text } of Object.values(config.messages)) {
      for (const sentence of text.split(/[.!?:\n]\s+/)) {
        const words = sentence.split(/[\s,;()‘’“”"]+/);
        const long = words.filter((word) => word.length > 3);
        if (long.filter((word) => /^[A-Z]/.test(word)).length * 2 > long.length) continue; // a Title Case heading
        const titled = (word: string | undefined) => word !== undefined && /^[A-Z]/.test(word);
        words.forEach((word, i) => {
          if (i > 0 && /^[A-Z][a-z]/.test(word) && !titled(words[i - 1]) && !titled(words[i + 1])) capital.add(word.toLowerCase());
          else if (/^[a-z]+$/.test(word)) lower.add(word);
        });
      }
    }
  }
  return new Set([...capital].filter((word) => !lower.has(word)));
}

/** What is wrong with a message, in words, or nothing. */
function faultsOf(shown: Shown, names: ReadonlySet<string>): string[] {
  const { text } = shown;
  const faults: string[] = [];
  if (/\brequired\b/i.test(text.replace(/\bnot required\b/gi, ""))) faults.push("says 'required' instead of what to do");
  if (/\b(is|are) (invalid|not valid)\b|^Invalid\b/i.test(text)) faults.push("says 'invalid' instead of what to do");
  if (/^(Enter|Select|Upload|Choose) (the answer to ‘)?(describe|give|tell|provide|explain|please|upload|select|choose|enter|add|include|confirm|state)\b/i.test(text)) {
    faults.push("turns an instruction into a thing to enter");
  }
  if (/\b1 characters\b/.test(text)) faults.push("says '1 characters'");
  // A name spelled in lower case ("english test", "whatsApp number").
  for (const word of text.split(/[\s,;()‘’“”"]+/).slice(1)) {
    if (/^[a-z]+[A-Z]/.test(word)) faults.push(`writes '${word}'`);
    else if (/^[a-z]+$/.test(word) && names.has(word)) faults.push(`writes the name '${word}' in lower case`);
  }
  if (/\{\w+\}/.test(text)) faults.push("leaves a placeholder unfilled");
  return faults;
}

const configs = new Map<string, PreparedConfig>();
beforeAll(async () => {
  configs.set("the defaults", await defaultConfig());
  for (const { key, config } of await composedConfigs()) configs.set(key, prepareConfiguration(config, 0));
});

function everyMessage(): Array<Shown & { who: string }> {
  return [...configs].flatMap(([who, config]) => Object.keys(config.document.forms).flatMap((formId) => messagesOf(formId, config.form(formId)).map((shown) => ({ ...shown, who }))));
}

describe("every error message of every form follows GOV.UK's pattern (issue 40 item 10)", () => {
  it("reads the defaults and every demo university, thousands of messages", () => {
    expect(configs.size).toBeGreaterThan(5);
    expect(everyMessage().length).toBeGreaterThan(2000);
  });

  it("finds the faults it looks for", () => {
    const names = new Set(["english"]);
    const check = (text: string) => faultsOf({ where: "", fault: "empty", text, label: null }, names);
    expect(check("Enter describe your experience")).not.toEqual([]);
    expect(check("Enter give details of the refusal")).not.toEqual([]);
    expect(check("Enter tell us about your studies")).not.toEqual([]);
    expect(check("Select english test")).not.toEqual([]);
    expect(check("Enter whatsApp number")).not.toEqual([]);
    expect(check("Required")).not.toEqual([]);
    expect(check("Email is required")).not.toEqual([]);
    expect(check("Phone number is invalid")).not.toEqual([]);
    expect(check("Name must be 1 characters or more")).not.toEqual([]);
    expect(check("Select English test")).toEqual([]);
    expect(check("Enter your date of birth")).toEqual([]);
    expect(check("Select yes if you have studied in the UK before")).toEqual([]);
    expect(check("Course code must be 20 characters or fewer")).toEqual([]);
  });

  it("says what to do, with names spelled as names", () => {
    const names = namesIn(configs.values());
    expect(names.has("english")).toBe(true);
    const wrong = new Set<string>();
    for (const shown of everyMessage()) for (const fault of faultsOf(shown, names)) wrong.add(`${shown.where}: "${shown.text}" ${fault}`);
    expect([...wrong]).toEqual([]);
  });

  it("gives one fault on one field one message", () => {
    const byFault = new Map<string, Set<string>>();
    for (const shown of everyMessage()) {
      if (shown.fault.startsWith("rule ")) continue;
      const key = `${shown.who}: ${shown.where} (${shown.fault})`;
      byFault.set(key, (byFault.get(key) ?? new Set()).add(shown.text));
    }
    const twice = [...byFault].filter(([, texts]) => texts.size > 1).map(([key, texts]) => `${key}: ${[...texts].join(" | ")}`);
    expect(twice).toEqual([]);
  });
});
