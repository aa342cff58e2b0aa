// A form's browser module (server/forms/browser-validators.ts): its precompiled validator and its
// rules, one file per form and configuration version, kept by the browser. A page names it and
// imports it once drawn; until it has loaded (or if it cannot), the server redraws the page
// after a change and checks the answers on save, as it does without JavaScript.
import { useEffect, useState } from "react";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8/lib/types.js";
import { clientPageFrom, type ClientFormModel, type ClientPageModel, type ClientPageRef } from "../../../rules/pages/client-page";

export interface FormModule {
  validator: ValidatorFunctions | null;
  form: ClientFormModel | null;
}

const loaded = new Map<string, Promise<FormModule | null>>();

export function formModule(url: string): Promise<FormModule | null> {
  let module = loaded.get(url);
  if (!module) {
    // The module is made on the server and loaded from this site (the CSP allows 'self').
    module = import(/* @vite-ignore */ url).then(
      (exports: { default?: ValidatorFunctions; form?: ClientFormModel }) => ({ validator: exports.default ?? null, form: exports.form ?? null }),
      () => null, // offline, or an old version: the server redraws and checks instead
    );
    loaded.set(url, module);
  }
  return module;
}

/** The page's rules as the browser runs them, once the form's module has loaded; null until then. */
export function useClientModel(ref: ClientPageRef | null | undefined): ClientPageModel | null {
  const [model, setModel] = useState<ClientPageModel | null>(null);
  useEffect(() => {
    if (!ref) return setModel(null);
    let current = true;
    void formModule(ref.url).then((module) => {
      if (current) setModel(module?.form && module.form.formId === ref.formId ? clientPageFrom(module.form, ref) : null);
    });
    return () => {
      current = false;
    };
  }, [ref]);
  return model;
}
