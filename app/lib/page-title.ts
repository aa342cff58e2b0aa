// Page titles are "<page> - CAS Shield" (the suffix comes from the message catalogue), with
// "Error: " in front while a form shows errors (GOV.UK pattern).
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

export function pageTitle(matches: readonly MatchLike[], page: string, options: { hasErrors?: boolean } = {}): MetaDescriptor[] {
  return [{ title: `${options.hasErrors ? "Error: " : ""}${page}${titleSuffix(matches)}` }];
}
