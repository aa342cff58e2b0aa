// Before a save, the browser checks each answer's value (format, length, limits) with the form's
// precompiled validator (@rjsf/validator-ajv8, made per configuration version by the server), so a
// mistyped value is pointed out at once, worded as the server words it. Which questions apply and
// the form's rules stay with the server, which checks everything again on save.
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema } from "@rjsf/utils";
import { browserCheckErrors, type CheckError, type ClientPageModel } from "../../../rules/pages/client-page";
import { formModule } from "./form-module";

/** What the browser's check says of the answers; an empty list when all is well or it cannot check. */
export async function checkInBrowser(model: ClientPageModel | null | undefined, answers: Record<string, unknown>): Promise<Array<{ path: string; message: string }>> {
  if (!model) return [];
  const validator = (await formModule(model.checks.url))?.validator;
  if (!validator) return [];
  const schema = model.checks.schema as RJSFSchema;
  const { errors } = createPrecompiledValidator(validator, schema).rawValidation(schema, answers);
  return browserCheckErrors(model, answers, (errors ?? []) as unknown as CheckError[]);
}
