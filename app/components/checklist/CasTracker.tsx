// The CAS tracker (002 §4.4): hidden at step 0; otherwise the steps with the current one marked
// and an accessible progress bar at the percentage rules/ computed.
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export interface CasTrackerView {
  step: number;
  label: string;
  progress: number | null;
  casNumber?: string;
  waitIsNormal?: true;
}

const STEPS = ["requestReceived", "reviewing", "processing", "issued"] as const;

export function CasTracker({ tracker }: { tracker: CasTrackerView | null }) {
  const texts = useTexts();
  if (!tracker || tracker.step === 0 || tracker.progress === null) return null;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const current = t(`home.casTracker.step.${tracker.label}`);
  return (
    <section className="cas-tracker" aria-labelledby="cas-tracker-title">
      <h2 id="cas-tracker-title">{t("home.casTracker.title")}</h2>
      <p>{t("home.casTracker.current", { step: tracker.step, total: STEPS.length, label: current })}</p>
      <progress id="cas-tracker-progress" max={100} value={tracker.progress} aria-label={t("home.casTracker.progressLabel")} aria-valuetext={t("home.casTracker.progress", { percent: tracker.progress, label: current })}>
        {tracker.progress}%
      </progress>
      <ol className="cas-tracker__steps">
        {STEPS.map((step, index) => (
          <li key={step} className={index + 1 === tracker.step ? "cas-tracker__step--current" : undefined} aria-current={index + 1 === tracker.step ? "step" : undefined}>
            {t(`home.casTracker.step.${step}`)}
          </li>
        ))}
      </ol>
      <p className="hint">{t(`home.casTracker.hint.${tracker.label}`)}</p>
      {tracker.waitIsNormal ? <p className="cas-tracker__wait">{t("home.casTracker.waitIsNormal")}</p> : null}
      {tracker.casNumber ? (
        <p className="cas-tracker__number">
          {t("home.casTracker.casNumber")} <strong>{tracker.casNumber}</strong>
        </p>
      ) : null}
    </section>
  );
}
