import { defaultConfig } from "../server/cli/config-source";
const config = await defaultConfig();
const byWidget: Record<string, string[]> = {};
for (const id of Object.keys(config.document.forms ?? {})) {
  const form: any = (config.document.forms as any)[id];
  for (const [key, f] of Object.entries<any>(form.fields ?? {})) {
    if (!f.mandatory) continue;
    const w = f.widget ?? "?";
    const label = typeof f.label === "string" ? f.label : JSON.stringify(f.label);
    (byWidget[w] ??= []).push(`${id}.${key}: ${config.messages[label]?.text ?? label}${f.requiredMessage ? "  [" + f.requiredMessage + "]" : ""}`);
  }
}
for (const [w, list] of Object.entries(byWidget)) { console.log(`== ${w} (${list.length})`); for (const l of list.slice(0, 400)) console.log("  " + l); }
