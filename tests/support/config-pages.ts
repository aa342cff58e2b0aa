// Reading and filling the Config screen's pages as a browser would, for HTTP tests.
import type { TestBrowser } from "./http-client";

/** The draft version a Config page's forms submit. */
export function draftVersionIn(html: string): string {
  return /name="draftVersion" value="(\d+)"/.exec(html)?.[1] ?? "missing";
}

/** The fields table as the page submits it, with some properties changed. */
export function fieldsForm(html: string, changes: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = { intent: "fields", draftVersion: draftVersionIn(html) };
  for (const match of html.matchAll(/name="(f\d+\.path)" value="([^"]*)"/g)) body[match[1]] = match[2];
  return { ...body, ...changes };
}

/** The row number of a field in a form's fields table. */
export function fieldIndex(html: string, path: string): number {
  const match = new RegExp(`name="f(\\d+)\\.path" value="${path.replace(/\./g, "\\.")}"`).exec(html);
  if (!match) throw new Error(`no field ${path} in the table`);
  return Number(match[1]);
}

/** The text of a page's textarea (an area's JSON), as the browser would submit it. */
export function textareaIn(html: string, id: string): string {
  const raw = new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "";
  return raw.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Changes one area of the draft on its JSON page, as an officer would type it; a refused save throws. */
export async function saveAreaAsJson(browser: TestBrowser, area: string, change: (value: Record<string, unknown>) => void): Promise<void> {
  const page = await browser.get(`/config/areas/${area}`);
  const value = JSON.parse(textareaIn(page.text, "json")) as Record<string, unknown>;
  change(value);
  const saved = await browser.post(`/config/areas/${area}`, { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(value) });
  if (saved.status !== 302) throw new Error(`saving the ${area} area answered ${saved.status}`);
}
