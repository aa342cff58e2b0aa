// Widgets a page adds to the renderer's own (the Config editors' condition builder), given by the
// page around the form so the applicants' pages do not load what only the Config screen draws.
import type { RegistryWidgetsType } from "@rjsf/utils";
import { createContext, useContext } from "react";

export const ExtraWidgetsContext = createContext<RegistryWidgetsType>({});

export const useExtraWidgets = (): RegistryWidgetsType => useContext(ExtraWidgetsContext);
