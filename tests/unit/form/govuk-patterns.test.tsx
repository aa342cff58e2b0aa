// One implementation per GOV.UK pattern (issue 12 item 5): the error summary, the form group
// (label or legend, hint, error), the text field and the radios are drawn by components/govuk
// alone; the renderer, the sign-in pages, the staff pages and the Config screen use them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "../../../app/components/govuk/ErrorSummary";
import { Radios } from "../../../app/components/govuk/Radios";
import { TextField } from "../../../app/components/govuk/TextField";

const APP = path.join(import.meta.dirname, "../../../app");

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith(".tsx") ? [full] : [];
  });
}

describe("the GOV.UK patterns", () => {
  it("are drawn only by components/govuk", () => {
    const markers = [/className="error-summary"/, /className="error-message"/, /className="radios__input"/, /className=\{`form-group\$\{/, /<label className="label"[^>]*>\s*\{[^}]*\}\s*<\/label>\s*<div className="hint"/];
    const elsewhere = filesUnder(APP)
      .filter((file) => !file.includes(`${path.sep}govuk${path.sep}`))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return markers.filter((marker) => marker.test(text)).map((marker) => `${path.relative(APP, file)}: ${marker.source}`);
      });
    expect(elsewhere).toEqual([]);
  });

  it("the error summary lists each message once and links it to its field", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        title="There is a problem"
        errors={[
          { field: "email", message: "Enter your email address" },
          { field: "email", message: "Enter your email address" },
          { field: "password", message: "Enter your password" },
        ]}
      />,
    );
    expect(html.match(/Enter your email address/g)).toHaveLength(1);
    expect(html).toContain('href="#password"');
    expect(html).toContain("There is a problem");
  });

  it("a text field's error is announced with its hidden prefix and described on the input", () => {
    const html = renderToStaticMarkup(<TextField name="email" label="Email address" hint="We send the code here" error="Enter your email address" errorPrefix="Error:" />);
    expect(html).toContain('<span class="visually-hidden">Error: </span>Enter your email address');
    expect(html).toContain('aria-describedby="email__help email__error"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("radios carry each choice's hint and keep the chosen one", () => {
    const html = renderToStaticMarkup(
      <Radios id="method" defaultValue="sms" choices={[{ value: "totp", label: "Authenticator app", hint: "Use an app" }, { value: "sms", label: "Text message" }]} />,
    );
    expect(html).toContain('aria-describedby="method-0-hint"');
    expect(html).toMatch(/name="method" checked="" value="sms"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });
});
