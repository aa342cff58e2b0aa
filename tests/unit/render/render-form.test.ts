import { describe, expect, it } from "vitest";
import { compileForm, fieldStates, renderForm, type FormDefinition, type JsonSchema } from "../../../rules";

const schemas: Record<string, JsonSchema> = {
  common: {
    $defs: {
      isoDate: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      gender: { type: "string", oneOf: [{ const: "Male", title: "Male" }, { const: "Female", title: "Female" }, { const: "Not Listed", title: "Not listed" }] },
    },
  },
  "application/identity": {
    type: "object",
    additionalProperties: false,
    properties: {
      givenName: { type: "string", maxLength: 100 },
      middleName: { type: "string" },
      gender: { $ref: "../common#/$defs/gender" },
      dob: { $ref: "../common#/$defs/isoDate" },
      hasOtherName: { type: "boolean" },
      otherNames: { type: "array", items: { type: "object", properties: { givenName: { type: "string" }, reason: { type: "string" } } } },
    },
  },
};

const definition: FormDefinition = {
  id: "identity",
  schema: { $ref: "application/identity" },
  fields: {
    givenName: { label: "Given name", mandatory: true, helpText: "As on your passport" },
    middleName: { label: "Middle name", visible: { "==": [{ var: "settings.showMiddleName" }, true] } },
    gender: { label: "Gender", widget: "radios", mandatory: true },
    dob: { label: "Date of birth", widget: "date", subLabel: "For example, 27 3 2007" },
    hasOtherName: { label: "Have you been known by another name?", widget: "yes-no" },
    otherNames: { label: "Other names", visible: { "==": [{ var: "record.hasOtherName" }, true] }, mandatory: true },
    "otherNames.*.givenName": { label: "Given name", mandatory: true },
    "otherNames.*.reason": { label: "Reason", visible: { "!!": [{ var: "item.givenName" }] } },
  },
  ui: { order: ["givenName", "middleName", "gender", "dob", "hasOtherName", "otherNames"], uiSchema: { otherNames: { "ui:options": { addLabel: "identity.addOtherName" } } } },
};

const messages = { "common.required": { text: "Required" }, "common.invalid": { text: "Invalid" } };
const form = compileForm(definition, { messages, resolveSchema: (key) => schemas[key] });
const context = (settings: Record<string, unknown> = {}) => ({ today: "2026-11-22", role: "Applicant", settings });

function render(data: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  return renderForm(form, fieldStates(form, data, context(settings)), settings);
}

describe("the schema the renderer draws", () => {
  it("leaves hidden fields out and titles visible ones with their labels", () => {
    const { schema } = render({});
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual(["givenName", "gender", "dob", "hasOtherName"]);
    expect(properties.givenName.title).toBe("Given name");
    expect(render({}, { showMiddleName: true }).schema.properties).toHaveProperty("middleName");
  });

  it("resolves references, lists mandatory fields as required and turns option lists into labelled enums", () => {
    const { schema, uiSchema } = render({});
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema.required).toEqual(["givenName", "gender"]);
    expect(properties.dob).toMatchObject({ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", title: "Date of birth" });
    expect(properties.gender.enum).toEqual(["Male", "Female", "Not Listed"]);
    expect(uiSchema.gender).toMatchObject({ "ui:widget": "radios", "ui:enumNames": ["Male", "Female", "Not listed"] });
    expect(uiSchema.givenName).toMatchObject({ "ui:help": "As on your passport" });
    expect(uiSchema.dob).toMatchObject({ "ui:widget": "date", "ui:description": "For example, 27 3 2007" });
    expect(uiSchema["ui:order"]).toEqual(["givenName", "gender", "dob", "hasOtherName", "*"]);
  });

  it("draws a repeatable group when its condition holds, with item fields visible in any item", () => {
    const { schema, uiSchema } = render({ hasOtherName: true, otherNames: [{ givenName: "Ada" }] });
    const otherNames = (schema.properties as Record<string, Record<string, unknown>>).otherNames;
    expect(otherNames.type).toBe("array");
    expect(Object.keys((otherNames.items as { properties: object }).properties)).toEqual(["givenName", "reason"]);
    expect((otherNames.items as { required: string[] }).required).toEqual(["givenName"]);
    expect(uiSchema.otherNames).toMatchObject({ "ui:options": { addLabel: "identity.addOtherName" } });
    const withoutReason = render({ hasOtherName: true, otherNames: [] });
    const items = (withoutReason.schema.properties as Record<string, { items: { properties: object } }>).otherNames.items;
    expect(Object.keys(items.properties)).toEqual(["givenName"]);
  });
});

describe("option lists", () => {
  it("flattens a list built from another list plus extra options", () => {
    const listSchemas: Record<string, JsonSchema> = {
      common: { $defs: { provider: { type: "string", oneOf: [{ const: "IELTS", title: "IELTS for UKVI" }, { const: "PTE", title: "PTE Academic" }] } } },
      "application/test": { type: "object", properties: { type: { anyOf: [{ $ref: "../common#/$defs/provider" }, { const: "Other", title: "Other" }] } } },
    };
    const listForm = compileForm(
      { id: "test", schema: { $ref: "application/test" }, fields: { type: { label: "Which test?", widget: "select" } } },
      { messages, resolveSchema: (key) => listSchemas[key] },
    );
    const { schema, uiSchema } = renderForm(listForm, fieldStates(listForm, {}, context()));
    expect((schema.properties as Record<string, { enum: unknown[] }>).type.enum).toEqual(["IELTS", "PTE", "Other"]);
    expect((uiSchema.type as Record<string, unknown>)["ui:enumNames"]).toEqual(["IELTS for UKVI", "PTE Academic", "Other"]);
  });
});
