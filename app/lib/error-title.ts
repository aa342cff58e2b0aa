// "Error: " at the start of the page title while a form shows errors (GOV.UK pattern). The
// title itself comes from the route's meta; this only adds or removes the catalogue's prefix.
import { useEffect } from "react";
import { textOf } from "./format-message";

export function useErrorTitle(hasErrors: boolean, texts: Record<string, string>): void {
  useEffect(() => {
    const prefix = textOf(texts, "form.titleErrorPrefix");
    const base = document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
    document.title = hasErrors ? `${prefix}${base}` : base;
  }, [hasErrors, texts]);
}
