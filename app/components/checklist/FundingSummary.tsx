// The calculator's result under the finance page (002 §3.9): each cost, what covers it and what
// remains; the remaining total is where the 'cannot continue' error points.
import type { FundingSummary as Summary, FundingItem } from "../../../rules/domain/funding-summary";
import { textOf } from "../../lib/format-message";
import { formatPounds } from "../../lib/format";
import { fieldIdOf } from "../form/field-id";
import { useTexts } from "../../lib/texts";

/** The line saying which of UK Visas and Immigration's figures apply, by where the course is taught (decision 0042). */
const FIGURES_KEYS = { london: "checklist.funding.summary.figures.london", elsewhere: "checklist.funding.summary.figures.elsewhere" } as const;

/** Staff read what to set up where a student reads what to fix: a problem's `.staff` wording when the catalogue has one. */
const STAFF_SUFFIX = ".staff";

export function FundingSummary({ summary, audience = "student" }: { summary: Summary; audience?: "student" | "staff" }) {
  const texts = useTexts();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const rows: Array<{ key: string; label: string; item: FundingItem }> = [
    ...summary.courseFees.map((item, index) => ({ key: `course-${index}`, label: item.courseName ? `${t(item.label)}: ${item.courseName}` : t(item.label), item })),
    { key: "student", label: t(summary.studentLivingCost.label, { months: summary.months }), item: summary.studentLivingCost },
    ...(summary.spouseLivingCost.amount > 0 ? [{ key: "spouse", label: t(summary.spouseLivingCost.label, { months: summary.months }), item: summary.spouseLivingCost }] : []),
    ...(summary.childrenLivingCost.amount > 0
      ? [{ key: "children", label: t(summary.childrenLivingCost.label, { n: summary.childrenLivingCost.number, months: summary.months }), item: summary.childrenLivingCost }]
      : []),
  ];
  const covered = (item: FundingItem) => item.funding.reduce((sum, line) => sum + line.amount, 0);
  const problems = summary.problems ?? [];
  const worded = (key: string) => t(audience === "staff" && texts[`${key}${STAFF_SUFFIX}`] !== undefined ? `${key}${STAFF_SUFFIX}` : key);
  if (problems.length > 0) {
    // Nothing is worked out from missing or impossible course data: say what to fix, show no figures.
    return (
      <section className="funding-summary" aria-labelledby="funding-summary-title">
        <h2 id="funding-summary-title">{t("checklist.funding.summary.title")}</h2>
        <div id={fieldIdOf("fundingSummary.problems")} tabIndex={-1} className="notice" aria-live="polite">
          <p>{worded("checklist.funding.summary.cannotWorkOut")}</p>
          <ul>
            {problems.map((key) => (
              <li key={key}>{worded(key)}</li>
            ))}
          </ul>
        </div>
      </section>
    );
  }
  return (
    <section className="funding-summary" aria-labelledby="funding-summary-title">
      <h2 id="funding-summary-title">{t("checklist.funding.summary.title")}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("checklist.funding.summary.cost")}</th>
            <th scope="col" className="money">{t("checklist.funding.summary.amount")}</th>
            <th scope="col" className="money">{t("checklist.funding.summary.covered")}</th>
            <th scope="col" className="money">{t("checklist.funding.summary.remaining")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, item }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="money" data-label={t("checklist.funding.summary.amount")}>{formatPounds(item.amount)}</td>
              <td className="money" data-label={t("checklist.funding.summary.covered")}>{formatPounds(covered(item))}</td>
              <td className="money" data-label={t("checklist.funding.summary.remaining")}>{formatPounds(item.remainingAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("checklist.funding.totalToBeShown")}</th>
            <td className="money" data-label={t("checklist.funding.summary.amount")}>{formatPounds(summary.totalToBeShown)}</td>
            <td className="funding-summary__empty" />
            <td className="funding-summary__empty" />
          </tr>
        </tfoot>
      </table>
      <p
        id={fieldIdOf("fundingSummary.totalRemaining")}
        tabIndex={-1}
        className={`funding-summary__remaining${summary.totalRemaining > 0 ? " funding-summary__remaining--due" : ""}`}
        aria-live="polite"
      >
        {t("checklist.funding.remaining")}: {formatPounds(summary.totalRemaining)}
      </p>
      {typeof summary.inLondon === "boolean" ? (
        <p className="hint">{t(summary.inLondon ? FIGURES_KEYS.london : FIGURES_KEYS.elsewhere, { monthly: formatPounds(summary.monthlyStudent), months: summary.months })}</p>
      ) : null}
    </section>
  );
}
