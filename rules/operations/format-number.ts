// format-number: [n] -> n written for people: thousands grouped with commas, at most two decimal
// places ("3,000", "8,250.5"). For numbers in message parameters and help texts (GOV.UK style:
// commas in numbers over 999). Numeric strings are read as numbers; anything else gives null.

export function formatNumber(value: unknown): string | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  const rounded = Math.round(Math.abs(n) * 100) / 100;
  const [whole, fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 && rounded !== 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

export const formatNumberOperations = { "format-number": formatNumber };
