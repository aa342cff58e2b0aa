// round-down: [n] -> the largest integer not above n (001 §9 "percentage amounts are rounded
// down"). Numeric strings are read as numbers; anything else gives null.

export function roundDown(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.floor(n) : null;
}

export const roundDownOperations = { "round-down": roundDown };
