// Every custom operation the specifications need, by name (kebab-case).
import type { CustomOperation } from "../jsonlogic/engine";
import { ageOnOperations } from "./age-on";
import { countOperations } from "./count";
import { countMatchingOperations } from "./count-matching";
import { dateAddOperations } from "./date-add";
import { dateCompareOperations } from "./date-compare";
import { dateMonthOperations } from "./date-month";
import { formatNumberOperations } from "./format-number";
import { inForceOperations } from "./in-force";
import { daysBetweenOperations } from "./days-between";
import { isBlankOperations } from "./is-blank";
import { isDateOperations } from "./is-date";
import { listMatchOperations } from "./list-match";
import { lookupOperations } from "./lookup";
import { matchesOperations } from "./matches";
import { phoneOperations } from "./phone";
import { roundDownOperations } from "./round-down";
import { sentenceCountOperations } from "./sentence-count";
import { sumOperations } from "./sum";
import { textLengthOperations } from "./text-length";
import { uniqueByOperations } from "./unique-by";
import { yearInWindowOperations } from "./year-in-window";

export const CUSTOM_OPERATIONS: Readonly<Record<string, CustomOperation>> = Object.freeze({
  ...isDateOperations,
  ...dateCompareOperations,
  ...dateAddOperations,
  ...dateMonthOperations,
  ...ageOnOperations,
  ...yearInWindowOperations,
  ...daysBetweenOperations,
  ...textLengthOperations,
  ...isBlankOperations,
  ...matchesOperations,
  ...sentenceCountOperations,
  ...phoneOperations,
  ...sumOperations,
  ...countOperations,
  ...countMatchingOperations,
  ...uniqueByOperations,
  ...roundDownOperations,
  ...formatNumberOperations,
  ...inForceOperations,
  ...listMatchOperations,
  ...lookupOperations,
});
