// The checklist pages' own styles (the tracker, the funding summary, document rows).
import type { LinksFunction } from "@remix-run/node";
import checklistStylesheet from "./checklist.css?url";

export const checklistLinks: LinksFunction = () => [{ rel: "stylesheet", href: checklistStylesheet }];
