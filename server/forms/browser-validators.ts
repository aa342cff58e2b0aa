// A form's browser module, made per published configuration version: its precompiled validator
// (guide: @rjsf/validator-ajv8's standalone validators; the form's browser schema compiled to
// validation code, bundled with the few ajv runtime helpers it needs) and, as `form`, the form's
// rules for the browser (the same for every record). The page imports it once per version and the
// browser keeps it, so a page carries only its answers and the slice of the record its rules read.
// No code is compiled in the browser, so the Content-Security-Policy (scripts from this site or
// with the page's nonce, no eval) holds.
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import type { RJSFSchema } from "@rjsf/utils";
import { build } from "esbuild";
import type { PreparedConfig } from "../../rules";
import { browserSchemaOf, clientContext, clientFormModel, type ClientPageRef } from "../../rules/pages/client-page";
import { YEAR_FORMAT, YEAR_MONTH_FORMAT } from "../../rules/forms/schema-loader";
import { PROJECT_ROOT } from "../paths";

const modules = new WeakMap<PreparedConfig, Map<string, Promise<string>>>();

/** The validator code (CommonJS, as @rjsf/validator-ajv8 writes it) and the form's rules as one ES module. */
async function bundle(validatorCode: string, form: unknown): Promise<string> {
  const result = await build({
    stdin: { contents: `export { default } from "form-validator";\nexport const form = ${JSON.stringify(form)};\n`, resolveDir: PROJECT_ROOT, loader: "js" },
    plugins: [
      {
        name: "form-validator",
        setup(builder) {
          builder.onResolve({ filter: /^form-validator$/ }, () => ({ path: "form-validator", namespace: "form-validator" }));
          builder.onLoad({ filter: /.*/, namespace: "form-validator" }, () => ({ contents: validatorCode, loader: "js", resolveDir: PROJECT_ROOT }));
        },
      },
    ],
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

/** The browser module of a form in this configuration version; made once, then kept with the version. */
export function validatorModule(config: PreparedConfig, formId: string): Promise<string> {
  let byForm = modules.get(config);
  if (!byForm) modules.set(config, (byForm = new Map()));
  let module = byForm.get(formId);
  if (!module) {
    const code = compileSchemaValidatorsCode(browserSchemaOf(config, formId) as RJSFSchema, {
      customFormats: { year: YEAR_FORMAT, "year-month": YEAR_MONTH_FORMAT },
    });
    module = bundle(code, clientFormModel(config, formId));
    byForm.set(formId, module);
  }
  return module;
}

/** Where a page finds its form's browser module; the version in the address lets the browser keep it for good. */
export function validatorUrl(config: PreparedConfig, formId: string): string {
  return `/validators/${encodeURIComponent(formId)}.js?v=${config.version}`;
}

/** What a page carries of its rules: the slice of the record they read and where the form's module is. */
export function clientModelOf(config: PreparedConfig, formId: string, input: Parameters<typeof clientContext>[2]): ClientPageRef {
  return { formId, context: clientContext(config, formId, input), url: validatorUrl(config, formId) };
}
