// A question described on the Config screen becomes the schema property, the field and the
// messages the form needs (issue 38 item 2; decision 0038), in GOV.UK words from its label.
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../../../server/default-catalogue";
import {
  buildQuestion,
  generatedMessages,
  optionLines,
  orderWith,
  questionKey,
  questionProblems,
  TEMPLATE_KEYS,
  TYPE_CHOICES,
  typeOfField,
  type QuestionAnswers,
} from "../../../rules/config-editor/question";

const texts = Object.fromEntries(Object.entries(defaultCatalogue).map(([key, entry]) => [key, entry.text]));

const answers = (changes: Partial<QuestionAnswers>): QuestionAnswers => ({
  type: "text",
  label: "",
  hint: "",
  options: [],
  mandatory: true,
  visible: true,
  messages: {},
  ...changes,
});

describe("the messages written from a question's label", () => {
  it("says what to do in GOV.UK words, without the label's instruction verb", () => {
    expect(generatedMessages("long-text", "Tell us where and when you studied in the UK", texts)).toEqual({
      required: "Enter where and when you studied in the UK",
      invalid: "Where and when you studied in the UK must be 1000 characters or fewer",
    });
    expect(generatedMessages("yes-no", "Have you studied in the UK before?", texts)).toEqual({ required: "Select yes if you have studied in the UK before" });
    expect(generatedMessages("one-of", "Country of study", texts).required).toBe("Select country of study");
    expect(generatedMessages("upload", "Upload your transcript", texts).required).toBe("Upload your transcript");
    expect(generatedMessages("date", "Date you arrived in the UK", texts)).toEqual({ required: "Enter date you arrived in the UK", invalid: "Date you arrived in the UK must be a real date" });
    expect(generatedMessages("money", "Tuition fee paid", texts).invalid).toBe("Tuition fee paid must be an amount in whole pounds, like 1500");
    expect(generatedMessages("number", "Number of dependants", texts).invalid).toBe("Number of dependants must be a number");
  });
});

describe("the key an answer is stored under", () => {
  it("is a few words of the label in camel case, never one already used or retired", () => {
    expect(questionKey("Have you studied in the UK before?", new Set())).toBe("studiedInUkBefore");
    expect(questionKey("Have you studied in the UK before?", new Set(["studiedInUkBefore", "studiedInUkBefore2"]))).toBe("studiedInUkBefore3");
    expect(questionKey("2nd nationality", new Set())).toBe("question2ndNationality");
    expect(questionKey("Tell us where and when you studied in the UK", new Set())).toBe("whereAndWhenStudiedIn");
  });
});

describe("a new question's entries", () => {
  it("writes a yes/no question shown always, with its own required message", () => {
    const built = buildQuestion("identity", answers({ type: "yes-no", label: "Have you studied in the UK before?", hint: " Any course " }), new Set(), texts);
    expect(built).toEqual({
      key: "studiedInUkBefore",
      property: { type: "boolean" },
      field: {
        label: "Have you studied in the UK before?",
        helpText: "Any course",
        mandatory: true,
        visible: true,
        widget: "yes-no",
        requiredMessage: "questions.identity.studiedInUkBefore.required",
      },
      uiSchema: null,
      messages: { "questions.identity.studiedInUkBefore.required": { text: "Select yes if you have studied in the UK before" } },
    });
  });

  it("keeps the officer's own messages and the condition that shows the question", () => {
    const visible = { "===": [{ var: "record.studiedInUkBefore" }, true] };
    const built = buildQuestion(
      "identity",
      answers({ type: "long-text", label: "Tell us where and when you studied in the UK", visible, messages: { required: "  Enter the town and years  ", invalid: "" } }),
      new Set(["studiedInUkBefore"]),
      texts,
    );
    expect(built.property).toEqual({ type: "string", maxLength: 1000 });
    expect(built.field).toMatchObject({ visible, widget: "textarea", messages: { maxLength: `questions.identity.${built.key}.invalid` } });
    expect(built.messages).toEqual({
      [`questions.identity.${built.key}.required`]: { text: "Enter the town and years" },
      [`questions.identity.${built.key}.invalid`]: { text: "Where and when you studied in the UK must be 1000 characters or fewer" },
    });
  });

  it("lists a choice's options, and an upload names its document type", () => {
    expect(buildQuestion("f", answers({ type: "one-of", label: "Mode of study", options: ["Full-time", "Part-time"] }), new Set(), texts).property).toEqual({
      type: "string",
      oneOf: [
        { const: "Full-time", title: "Full-time" },
        { const: "Part-time", title: "Part-time" },
      ],
    });
    expect(buildQuestion("f", answers({ type: "several-of", label: "Languages", options: ["English", "Welsh"] }), new Set(), texts).property).toEqual({ type: "array", uniqueItems: true, items: { type: "string", enum: ["English", "Welsh"] } });
    const upload = buildQuestion("f", answers({ type: "upload", label: "Upload your transcript" }), new Set(), texts);
    expect(upload.uiSchema).toEqual({ "ui:widget": "upload", "ui:options": { documentType: upload.key } });
    expect(upload.property).toEqual({ $ref: "https://schemas.casshield.example/common#/$defs/documentReference" });
  });
});

describe("what stops a question being added", () => {
  it("names each problem on its field", () => {
    expect(questionProblems({ type: "", label: " ", options: [], visible: true })).toEqual([
      { field: "type", messageKey: "config.question.error.type" },
      { field: "label", messageKey: "config.question.error.label" },
    ]);
    expect(questionProblems({ type: "one-of", label: "Mode", options: ["Full-time"], visible: true })).toEqual([{ field: "options", messageKey: "config.question.error.options" }]);
    expect(questionProblems({ type: "several-of", label: "Mode", options: ["A", "A"], visible: true })).toEqual([{ field: "options", messageKey: "config.question.error.optionsRepeated" }]);
    expect(questionProblems({ type: "text", label: "Town", options: [], visible: true })).toEqual([]);
  });

  it("has every message it names in the catalogue", () => {
    for (const key of ["type", "label", "labelTooLong", "options", "optionsRepeated", "optionsTooMany", "condition", "visible", "inUse", "cannotAdd"]) expect(texts[`config.question.error.${key}`]).toBeTruthy();
    for (const key of TEMPLATE_KEYS) expect(texts[key]).toBeTruthy();
    for (const choice of TYPE_CHOICES) expect(texts[choice.labelKey]).toBeTruthy();
  });
});

describe("small parts", () => {
  it("reads options one per line and places a question in the order", () => {
    expect(optionLines(" A \r\n\nB\n")).toEqual(["A", "B"]);
    expect(orderWith(["a", "b", "c"], "n", "a")).toEqual(["a", "n", "b", "c"]);
    expect(orderWith(["a", "b"], "n", null)).toEqual(["n", "a", "b"]);
    expect(orderWith(["a", "b"], "n", "gone")).toEqual(["a", "b", "n"]);
    expect(orderWith(["a", "n", "b"], "n", "b")).toEqual(["a", "b", "n"]);
  });

  it("reads a question's type back from its widget and schema", () => {
    expect(typeOfField("textarea", { type: "string" })).toBe("long-text");
    expect(typeOfField("text", { type: "number" })).toBe("number");
    expect(typeOfField("text", { type: "string" })).toBe("text");
    expect(typeOfField("select", {})).toBeNull();
  });
});
