// Charts for Insights drawn on the server as SVG with vega-lite and vega (issue 22 item 4;
// decision 0832): no browser, no script on the page. Each SVG carries its title and description
// for screen readers (role="img", aria-labelledby); the page puts the same figures in a table.
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

const FONT = { font: "Arial, Helvetica, sans-serif", labelFontSize: 14, titleFontSize: 14 };

async function toSvg(spec: TopLevelSpec, id: string, title: string, description: string): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  const labelled = `<svg role="img" aria-labelledby="${id}-title ${id}-desc" focusable="false"`;
  return svg.replace(/^<svg/, labelled).replace(/^(<svg[^>]*>)/, `$1<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(description)}</desc>`);
}

/** A horizontal bar for each funnel step, as long as its count, the count at its end. */
export function funnelChart(steps: ReadonlyArray<{ label: string; count: number }>, id: string, title: string, description: string): Promise<string> {
  const spec: TopLevelSpec = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    width: 480,
    config: { axis: FONT, view: { stroke: null } },
    data: { values: steps.map((step) => ({ ...step })) },
    encoding: { y: { field: "label", type: "nominal", sort: null, title: null }, x: { field: "count", type: "quantitative", title: null, axis: { tickMinStep: 1 } } },
    layer: [
      { mark: { type: "bar", color: "#1d70b8" } },
      { mark: { type: "text", align: "left", dx: 4, fontSize: 14 }, encoding: { text: { field: "count", type: "quantitative" } } },
    ],
  };
  return toSvg(spec, id, title, description);
}

/** A bar for each rate (0-100%) with its threshold as a black mark. */
export function complianceChart(measures: ReadonlyArray<{ label: string; rate: number | null; limit: number }>, id: string, title: string, description: string): Promise<string> {
  const spec: TopLevelSpec = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    width: 480,
    config: { axis: FONT, view: { stroke: null } },
    data: { values: measures.map((measure) => ({ label: measure.label, rate: measure.rate ?? 0, limit: measure.limit })) },
    encoding: { y: { field: "label", type: "nominal", sort: null, title: null } },
    layer: [
      { mark: { type: "bar", color: "#1d70b8" }, encoding: { x: { field: "rate", type: "quantitative", scale: { domain: [0, 100] }, title: "%" } } },
      { mark: { type: "tick", color: "#0b0c0c", thickness: 3, size: 24 }, encoding: { x: { field: "limit", type: "quantitative" } } },
    ],
  };
  return toSvg(spec, id, title, description);
}
