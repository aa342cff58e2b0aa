import type { RenderPlan } from "../rules/forms/render";
import { defaultConfig, preparedConfig } from "../server/cli/config-source";
const tenants = ["", "northbridge", "thamesgate", "caledonia", "pennine", "westhaven"];
const problems: string[] = [];
for (const tenant of tenants) {
  const config = tenant ? await preparedConfig(tenant) : await defaultConfig();
  for (const id of Object.keys(config.document.forms)) {
    const plan = config.form(id).renderPlan;
    if (process.env.KINDS) console.log(id, (config.document.forms as any)[id].kind);
    const walk = (p: RenderPlan, name: string) => {
      const widget = p.field?.widget ?? (p.authoredUi as any)["ui:widget"];
      const isContainer = p.properties !== null || p.items != null;
      const label = p.field?.label ?? p.title;
      if (name && !isContainer && widget !== "hidden" && (label === undefined || label === null || label === "" || label === name)) problems.push(`${tenant || "_defaults"} ${id}.${p.pattern}: no label`);
      if (name && !isContainer && (p.keywords.format === "date" || /(date|dob)$/i.test(name)) && widget !== "date" && widget !== "month-year" && widget !== "hidden" && p.keywords.type === "string") problems.push(`${tenant || "_defaults"} ${id}.${p.pattern}: date not drawn as date (${widget})`);
      if (widget === "upload" || widget === "hidden") return;
      for (const [n, c] of p.properties ?? []) walk(c, n);
      if (p.items) walk(p.items, "");
    };
    walk(plan, "");
  }
}
console.log(problems.length); console.log([...new Set(problems.map(p => p.replace(/^\S+ /, "")))].join("\n"));
