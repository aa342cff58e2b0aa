// The page's words as a context (decision 0026): the root provides its catalogue texts around the
// whole document and, around the page, those merged with every matched route's loader `texts`
// (the deepest route's last), so a component reads `useTexts()` instead of being handed `texts`
// through every component between it and the route.
import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";

export type Texts = Readonly<Record<string, string>>;

const TextsContext = createContext<Texts>({});

/** The texts for everything inside. */
export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The root's texts with each matched route's loader texts over them. */
export function RouteTextsProvider({ base, children }: { base: Texts; children: ReactNode }) {
  const matches = useMatches();
  const texts = useMemo(() => {
    const layers = matches.map((match) => (match.data as { texts?: Texts } | null | undefined)?.texts).filter((layer): layer is Texts => typeof layer === "object" && layer !== null);
    return Object.assign({}, base, ...layers) as Texts;
  }, [base, matches]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The words of the page this component is on. */
export function useTexts(): Texts {
  return useContext(TextsContext);
}
