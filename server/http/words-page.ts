// The page in words for a request refused before the app could draw one (a foreign origin, a
// body that cannot be read or is too large, on a route with no page of its own): the error
// page's title and sentence from the platform catalogue, on a bare HTML page.
import { platformCatalogue } from "../messages";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function errorText(status: number, part: "title" | "text"): string {
  return platformCatalogue[`errorPage.${status}.${part}`]?.text ?? "";
}

export function wordsPageHtml(status: number): string {
  const title = escape(errorText(status, "title"));
  const suffix = escape(platformCatalogue["app.titleSuffix"]?.text ?? "");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}${suffix}</title></head><body><h1>${title}</h1><p>${escape(errorText(status, "text"))}</p></body></html>`;
}
