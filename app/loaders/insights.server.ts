// /insights/summary (001 §2; issue 22; decision 0832): the funnel, compliance and operational
// figures for the chosen intake, with charts and a table beside each, and each table as CSV.
// University staff see their university; the platform Admin chooses one; agents and partners
// see their own records' figures.
import type { AppLoadContext } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { notFound } from "../../server/auth/guards";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";
import { complianceChart, funnelChart } from "../../server/insights/charts";
import { insightsSummary, type InsightsSummary } from "../../server/insights/summary";
import { scopeFor } from "../../server/auth/permissions";
import { staffAccess, universityChoices } from "../../server/staff/access";
import { csvText } from "../../server/csv-writer";

const PERMISSION = "read:insights:assigned" as const;
const TEXT_PREFIXES = ["insights.", "nav.insights", "form.errorPrefix"];

async function open(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, PERMISSION);
  const url = new URL(request.url);
  const asked = { intake: url.searchParams.get("intake") ?? "", breakdown: url.searchParams.get("breakdown") ?? "", from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  if (!access.tenant || !access.config || !access.today) return { access, summary: null, asked };
  const summary = await insightsSummary(context.services, access.user, access.tenant, access.config, access.today, asked, access.namesTenant ? { uni: access.tenant } : {});
  return { access, summary, asked, config: access.config };
}

const intakeLabel = (summary: InsightsSummary, config: PreparedConfig) => summary.intakes.find((option) => option.value === summary.request.intake)?.label ?? config.text("insights.allIntakes");

export async function loadInsights(request: Request, context: AppLoadContext) {
  const { access, summary, config } = await open(request, context);
  const universities = access.namesTenant ? await universityChoices(context) : [];
  if (!summary || !config) return { universities, university: "", summary: null, charts: null, ownFiguresOnly: false, texts: textsWithPrefix(platformCatalogue, ...TEXT_PREFIXES) };
  const [funnel, compliance] = await Promise.all([
    funnelChart(summary.funnel, "funnel-chart", config.text("insights.funnel.chartTitle", { intake: intakeLabel(summary, config) }), config.text("insights.funnel.chartDescription")),
    complianceChart(summary.compliance.measures, "compliance-chart", config.text("insights.compliance.chartTitle"), config.text("insights.compliance.chartDescription")),
  ]);
  return {
    universities,
    university: access.namesTenant ? (access.tenant ?? "") : "",
    summary,
    charts: { funnel, compliance },
    ownFiguresOnly: scopeFor(access.user, "read", "student") === "assigned",
    texts: config.texts(...TEXT_PREFIXES),
  };
}

const TABLES = ["funnel", "breakdown", "compliance", "operations"] as const;

/** /insights/summary.csv?table=...: the table as the page shows it. */
export async function exportInsights(request: Request, context: AppLoadContext) {
  const { summary, config } = await open(request, context);
  const table = new URL(request.url).searchParams.get("table") ?? "";
  if (!summary || !config || !(TABLES as readonly string[]).includes(table)) throw notFound();
  const t = (key: string) => config.text(key);
  let records: unknown[][];
  if (table === "funnel") records = [[t("insights.funnel.step"), t("insights.funnel.count"), t("insights.funnel.conversion")], ...summary.funnel.map((step) => [step.label, step.count, step.conversion ?? ""])];
  else if (table === "breakdown") {
    if (!summary.breakdown) throw notFound();
    records = [[summary.breakdown.label, ...summary.funnel.map((step) => step.label)], ...summary.breakdown.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.count)])];
  } else if (table === "compliance") records = [[t("insights.compliance.measure"), t("insights.compliance.rate"), t("insights.compliance.threshold"), t("insights.compliance.of"), t("insights.compliance.status")], ...summary.compliance.measures.map((measure) => [measure.label, measure.rate ?? "", measure.limit, `${measure.counted}/${measure.of}`, t(`insights.compliance.${measure.standing}`)])];
  else records = [[t("insights.operations.figure"), t("insights.operations.value")], ...summary.operations.map((figure) => [figure.label, figure.value ?? ""])];
  return new Response(csvText(records), { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="insights-${table}.csv"` } });
}
