// Before a save, the browser checks each answer's value (format, length, limits) with the form's
// precompiled validator (@rjsf/validator-ajv8, made per configuration version by the server), so a
// mistyped value is pointed out at once, worded as the server words it. Which questions apply and
// the form's rules stay with the server, which checks everything again on save.
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8/lib/types.js";
import { browserCheckErrors, type CheckError, type ClientPageModel } from "../../../rules/pages/client-page";

const loaded = new Map<string, Promise<ValidatorFunctions | null>>();

function validatorFunctions(url: string): Promise<ValidatorFunctions | null> {
  let functions = loaded.get(url);
  if (!functions) {
    // The module is made on the server and loaded from this site (the CSP allows 'self').
    functions = import(/* @vite-ignore */ url).then(
      (module: { default?: ValidatorFunctions }) => module.default ?? null,
      () => null, // no validator (offline, an old version): the server checks on save anyway
    );
    loaded.set(url, functions);
  }
  return functions;
}

/** What the browser's check says of the answers; an empty list when all is well or it cannot check. */
export async function checkInBrowser(model: ClientPageModel | null | undefined, answers: Record<string, unknown>): Promise<Array<{ path: string; message: string }>> {
  if (!model?.checks.url) return [];
  const functions = await validatorFunctions(model.checks.url);
  if (!functions) return [];
  const schema = model.checks.schema as RJSFSchema;
  const { errors } = createPrecompiledValidator(functions, schema).rawValidation(schema, answers);
  return browserCheckErrors(model, answers, (errors ?? []) as unknown as CheckError[]);
}
