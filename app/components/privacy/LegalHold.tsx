// A person's legal hold (issue 42 item 1): "This record is held" with who, when and why, and the
// form that places or releases it, a plain form post so it works without JavaScript.
import type { HoldLine, LegalHoldLines } from "../../../server/privacy/legal-hold-form";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";
import { when } from "./when";

type Errors = ReadonlyArray<{ field: string; message: string }>;

function ReasonField({ name, labelKey, hintKey, errors }: { name: string; labelKey: string; hintKey?: string; errors: Errors }) {
  const t = (key: string) => textOf(useTexts(), key);
  const error = errors.find((problem) => problem.field === name)?.message;
  const hint = hintKey ? t(hintKey) : undefined;
  return (
    <FormGroup id={name} label={t(labelKey)} hint={hint} error={error} errorPrefix={t("form.errorPrefix")}>
      <textarea className={["textarea", error ? "textarea--error" : ""].filter(Boolean).join(" ")} id={name} name={name} rows={3} aria-describedby={describedByIds(name, { hint, error })} aria-invalid={error ? true : undefined} />
    </FormGroup>
  );
}

function Released({ line }: { line: HoldLine }) {
  const texts = useTexts();
  return (
    <li>
      {textOf(texts, "privacy.hold.releasedBy", { heldBy: line.who, heldAt: when(line.at), reason: line.reason, releasedBy: line.released?.who ?? "", releasedAt: when(line.released?.at ?? ""), releaseReason: line.released?.reason ?? "" })}
    </li>
  );
}

export function LegalHold({ hold, action, errors = [] }: { hold: LegalHoldLines; action: string; errors?: Errors }) {
  const texts = useTexts();
  const t = (key: string, params?: Record<string, string>) => textOf(texts, key, params);
  return (
    <section className="record-section" aria-labelledby="legal-hold" id="legal-hold-section">
      <h2 id="legal-hold">{t("privacy.hold.heading")}</h2>
      {hold.current ? (
        <>
          <p>
            <strong className="tag">{t("privacy.hold.held")}</strong>
          </p>
          <p>{t("privacy.hold.heldBy", { who: hold.current.who, when: when(hold.current.at), reason: hold.current.reason })}</p>
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="release" />
            <ReasonField name="releaseReason" labelKey="privacy.hold.releaseReason" errors={errors} />
            <button type="submit" className="button button--secondary">
              {t("privacy.hold.release")}
            </button>
          </form>
        </>
      ) : (
        <>
          <p>{t("privacy.hold.notHeld")}</p>
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="hold" />
            <ReasonField name="reason" labelKey="privacy.hold.reason" hintKey="privacy.hold.reasonHint" errors={errors} />
            <button type="submit" className="button">
              {t("privacy.hold.place")}
            </button>
          </form>
        </>
      )}
      {hold.earlier.length ? (
        <>
          <h3>{t("privacy.hold.history")}</h3>
          <ul className="govuk-list">
            {hold.earlier.map((line) => (
              <Released key={`${line.at}-${line.released?.at}`} line={line} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
