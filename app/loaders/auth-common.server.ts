// Shared pieces of the sign-in pages' loaders and actions: texts, error answers, redirects.
import { data, redirect } from "@remix-run/node";
import { platformCatalogue, type Catalogue } from "../../server/messages";
import { pageTexts, textFrom } from "../../server/auth/texts";
import type { FieldError } from "../components/auth/FormParts";
import { headerSafeLocation } from "../../server/http/location";

export { platformCatalogue };

export function authTexts(catalogue: Catalogue, ...prefixes: string[]) {
  return pageTexts(catalogue, ...prefixes);
}

export function message(catalogue: Catalogue, key: string, params?: Record<string, string | number>): string {
  return textFrom(catalogue, key, params);
}

export interface FormFailure {
  errors: FieldError[];
  values: Record<string, string>;
}

/** An answer that redraws the form with its errors (and what the user typed, never a password). */
export function formErrors(status: number, errors: FieldError[], values: Record<string, string> = {}) {
  return data<FormFailure>({ errors, values }, { status });
}

export function redirectWithCookie(location: string, setCookie?: string) {
  return redirect(headerSafeLocation(location), setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
