// The question editor's edits of a draft (decision 0038): one add writes the schema where the
// form's schema lives, the field, its place and its messages; a removal takes them away again,
// keeps the key from being reused and leaves other forms alone.
import { describe, expect, it } from "vitest";
import { addQuestion, changeQuestion, questionOf, removeQuestion, usesOf } from "../../../server/config-admin/questions";
import { EditError } from "../../../server/config-admin/edits";
import type { QuestionAnswers } from "../../../rules/config-editor/question";
import type { FormDefinition } from "../../../rules";

const texts = { "common.required.yesNo": "Select yes if {yesIf}", "common.required.enter": "Enter {subject}", "common.tooLong": "{Subject} must be {limit} characters or fewer" };

const config = () => ({
  schemas: { "checklist/study": { type: "object", properties: { town: { type: "string" } }, additionalProperties: false } },
  forms: {
    study: { id: "study", title: "Study", schema: { $ref: "checklist/study" }, fields: { town: { label: "Town", widget: "text" } }, ui: { order: ["town"] } },
    inline: { id: "inline", title: "Inline", schema: { type: "object", properties: {} }, fields: {} },
  },
  messages: { "common.required.enter": { text: "Enter {subject}" } },
});

const yesNo: QuestionAnswers = { type: "yes-no", label: "Have you studied in the UK before?", hint: "", options: [], mandatory: true, visible: true, messages: {} };

describe("adding a question", () => {
  it("writes the property in the form's schema document, the field, the order and the messages", () => {
    const { config: added, key } = addQuestion(config(), "study", yesNo, null, texts);
    expect(key).toBe("studiedInUkBefore");
    expect(added.schemas).toEqual({ "checklist/study": { type: "object", properties: { town: { type: "string" }, studiedInUkBefore: { type: "boolean" } }, additionalProperties: false } });
    const form = (added.forms as Record<string, FormDefinition>).study;
    expect(form.ui?.order).toEqual(["studiedInUkBefore", "town"]);
    expect(form.fields.studiedInUkBefore).toMatchObject({ label: yesNo.label, requiredMessage: "questions.study.studiedInUkBefore.required" });
    expect(added.messages).toEqual({ "common.required.enter": { text: "Enter {subject}" }, questions: { "questions.study.studiedInUkBefore.required": { text: "Select yes if you have studied in the UK before" } } });
  });

  it("writes into a schema written in the form", () => {
    const { config: added, key } = addQuestion(config(), "inline", { ...yesNo, type: "text", label: "Town of study" }, null, texts);
    expect(((added.forms as Record<string, FormDefinition>).inline.schema as { properties: Record<string, unknown> }).properties[key]).toEqual({ type: "string", maxLength: 200 });
  });

  it("refuses a schema another form shares, and an unknown form", () => {
    const shared = config();
    (shared.forms as Record<string, unknown>).copy = { id: "copy", schema: { $ref: "checklist/study" }, fields: {} };
    expect(() => addQuestion(shared, "study", yesNo, null, texts)).toThrow(EditError);
    expect(() => addQuestion(config(), "nope", yesNo, null, texts)).toThrow(EditError);
  });
});

describe("changing and removing a question", () => {
  it("changes the wording and makes the message the question's own", () => {
    const changed = changeQuestion(config(), "study", "town", { ...yesNo, type: "text", label: "Town where you studied", messages: { required: "Enter the town" } }, texts);
    expect(questionOf(changed, "study", "town")).toMatchObject({ label: "Town where you studied", mandatory: true, messages: { required: "Enter the town" } });
    expect((changed.forms as Record<string, FormDefinition>).study.fields.town.widget).toBe("text");
  });

  it("leaves a message that was not changed under its key", () => {
    const shared = config();
    (shared.forms.study.fields.town as Record<string, unknown>).requiredMessage = "common.required.enter";
    const changed = changeQuestion(shared, "study", "town", { ...yesNo, type: "text", label: "Town", messages: { required: "Enter {subject}", invalid: "Too long" } }, texts);
    expect((changed.forms as Record<string, FormDefinition>).study.fields.town).toMatchObject({ requiredMessage: "common.required.enter", messages: { maxLength: "questions.study.town.invalid" } });
    expect((changed.messages as Record<string, unknown>).questions).toEqual({ "questions.study.town.invalid": { text: "Too long" } });
  });

  it("removes the property, field, order entry and own messages, and retires the key", () => {
    const { config: added, key } = addQuestion(config(), "study", yesNo, "town", texts);
    const removed = removeQuestion(added, "study", key);
    expect(removed.schemas).toEqual(config().schemas);
    const form = (removed.forms as Record<string, FormDefinition>).study;
    expect(form.fields).toEqual(config().forms.study.fields);
    expect(form.ui?.order).toEqual(["town"]);
    expect(form.retired).toEqual([key]);
    expect((removed.messages as Record<string, unknown>).questions).toEqual({});
    // Added again with the same words: a new key, so the kept answers stay the old question's.
    expect(addQuestion(removed, "study", yesNo, null, texts).key).toBe(`${key}2`);
  });

  it("names what reads a question's answer", () => {
    const { config: added, key } = addQuestion(config(), "study", yesNo, null, texts);
    const withFollowUp = addQuestion(added, "study", { ...yesNo, type: "text", label: "Where", visible: { "===": [{ var: `record.${key}` }, true] } }, key, texts).config;
    expect(usesOf((withFollowUp.forms as Record<string, FormDefinition>).study, key)).toEqual(["Where"]);
    expect(usesOf((withFollowUp.forms as Record<string, FormDefinition>).study, "town")).toEqual([]);
  });
});
