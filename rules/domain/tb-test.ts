// TB test exemption (002 §5.6): no test is needed for a returning UK resident who has not been
// away more than 2 years, or for someone who has lived in an exempt country (for 6 months) and
// has not been away from it more than 6 months. The dialog's fields carry those answers:
// isReturningUKResident / awayFromUKMoreThan2Yrs, and hasLivedInExemptCountry /
// hasStayedInExemptCountry (the "away more than 6 months" answer). Answers may be booleans or
// "Yes"/"No"; an unanswered question never exempts.

export interface TbTestAnswers {
  isTBTestPending?: unknown;
  isReturningUKResident?: unknown;
  awayFromUKMoreThan2Yrs?: unknown;
  hasLivedInExemptCountry?: unknown;
  hasStayedInExemptCountry?: unknown;
}

function answer(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  return v === "yes" || v === "y" || v === "true" ? true : v === "no" || v === "n" || v === "false" ? false : null;
}

export interface TbTestOutcome {
  required: boolean;
  /** Message key to show when no test is required. */
  messageKey: "tbTest.notRequired" | null;
}

export function tbTestOutcome(answers: TbTestAnswers): TbTestOutcome {
  const a = answers ?? {};
  const returningResident = answer(a.isReturningUKResident) === true && answer(a.awayFromUKMoreThan2Yrs) === false;
  const exemptCountry = answer(a.hasLivedInExemptCountry) === true && answer(a.hasStayedInExemptCountry) === false;
  const exempt = returningResident || exemptCountry;
  return { required: !exempt, messageKey: exempt ? "tbTest.notRequired" : null };
}
