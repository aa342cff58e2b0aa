// Page titles are "<page> - CAS Shield" (the suffix comes from the message catalogue); the
// "Error: " prefix while a form shows errors is added by root.tsx and lib/error-title.ts.
import type { MetaDescriptor } from "@remix-run/node";
import type { RootData } from "../root";

interface MatchLike {
  id: string;
  data: unknown;
}

export function titleSuffix(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  return root?.texts["app.titleSuffix"] ?? " - CAS Shield";
}

export function pageTitle(matches: readonly MatchLike[], page: string): MetaDescriptor[] {
  return [{ title: `${page}${titleSuffix(matches)}` }];
}
