// The renderer draws what the server computed and does not validate while drawing: rules/ (on
// the server) is the authority, and @rjsf/validator-ajv8's ajv would compile validators with
// `new Function`, which the Content-Security-Policy forbids (0601; the values a page checks
// before a save use its precompiled validators instead, 0609). rjsf still asks a validator
// whether data fits a schema when it resolves conditional schemas; the page builder sends
// schemas without conditionals, so a structural check answers those questions.
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidationData, ValidatorType } from "@rjsf/utils";

function fits(schema: unknown, data: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return schema !== false;
  const s = schema as RJSFSchema;
  if ("const" in s && s.const !== data) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(data as never)) return false;
  const type = s.type;
  if (typeof type === "string") {
    const actual = Array.isArray(data) ? "array" : data === null ? "null" : typeof data === "number" && Number.isInteger(data) && type === "integer" ? "integer" : typeof data;
    if (data !== undefined && actual !== type && !(type === "number" && typeof data === "number")) return false;
  }
  if (s.required && typeof data === "object" && data !== null) {
    if (s.required.some((key) => !(key in (data as object)))) return false;
  }
  return true;
}

export const renderValidator: ValidatorType = {
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} as ErrorSchema };
  },
  toErrorList(): RJSFValidationError[] {
    return [];
  },
  isValid(schema: RJSFSchema, formData: unknown): boolean {
    return fits(schema, formData);
  },
  rawValidation() {
    return { errors: undefined, validationError: undefined };
  },
} as unknown as ValidatorType; // rjsf's generic signature (customValidate, transformErrors, uiSchema) is unused here

