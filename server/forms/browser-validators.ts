// The browser's precompiled validators (guide: @rjsf/validator-ajv8's standalone validators, made
// per published configuration version): a form's browser schema (rules/forms/browser-schema.ts)
// compiled to validation code by @rjsf/validator-ajv8, then bundled with the few ajv runtime
// helpers it needs into one ES module the page imports. No code is compiled in the browser, so the
// Content-Security-Policy (scripts from this site or with the page's nonce, no eval) holds.
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import type { RJSFSchema } from "@rjsf/utils";
import { build } from "esbuild";
import type { PreparedConfig } from "../../rules";
import { browserSchemaOf, clientPageModel, type ClientPageModel } from "../../rules/pages/client-page";
import { YEAR_FORMAT, YEAR_MONTH_FORMAT } from "../../rules/forms/schema-loader";
import { PROJECT_ROOT } from "../paths";

const modules = new WeakMap<PreparedConfig, Map<string, Promise<string>>>();

async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: PROJECT_ROOT, loader: "js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** The validator module of a form in this configuration version; made once, then kept with the version. */
export function validatorModule(config: PreparedConfig, formId: string): Promise<string> {
  let byForm = modules.get(config);
  if (!byForm) modules.set(config, (byForm = new Map()));
  let module = byForm.get(formId);
  if (!module) {
    const code = compileSchemaValidatorsCode(browserSchemaOf(config, formId) as RJSFSchema, {
      customFormats: { year: YEAR_FORMAT, "year-month": YEAR_MONTH_FORMAT },
    });
    module = bundle(code);
    byForm.set(formId, module);
  }
  return module;
}

/** Where a page finds its form's validator; the version in the address lets the browser keep it for good. */
export function validatorUrl(config: PreparedConfig, formId: string): string {
  return `/validators/${encodeURIComponent(formId)}.js?v=${config.version}`;
}

/** The page's rules for the browser, with where its validator is. */
export function clientModelOf(config: PreparedConfig, formId: string, input: Parameters<typeof clientPageModel>[2]): ClientPageModel {
  const model = clientPageModel(config, formId, input);
  return { ...model, checks: { ...model.checks, url: validatorUrl(config, formId) } };
}
