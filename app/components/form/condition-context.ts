// What a condition question of a Config editor can be built on (issue 20 item 1): the fields the
// condition reads with their labels, given by the page around the form, so a redrawn form (a
// refused save) keeps them.
import { createContext, useContext } from "react";
import type { BuilderField } from "../../../rules/conditions/condition-builder";

export interface ConditionChoices {
  fields: readonly BuilderField[];
  labels: Record<string, string>;
}

export const ConditionChoicesContext = createContext<ConditionChoices>({ fields: [], labels: {} });

export const useConditionChoices = (): ConditionChoices => useContext(ConditionChoicesContext);
