// When a schedule sends: the offsets, then every `repeatEvery` days after the last one, at most
// `maxSends` times. Days count from the schedule's countFrom date.

export interface Timing {
  offsets: readonly number[];
  repeatEvery?: number | null;
  maxSends?: number | null;
}

/** The send days up to and including `until`, in order. */
export function sendDays(timing: Timing, until: number): number[] {
  const max = timing.maxSends ?? Infinity;
  const days: number[] = [];
  for (const day of timing.offsets) {
    if (day > until || days.length >= max) return days;
    days.push(day);
  }
  const repeat = timing.repeatEvery ?? 0;
  if (repeat <= 0 || days.length === 0 || days.length < timing.offsets.length) return days;
  for (let day = days[days.length - 1] + repeat; day <= until && days.length < max; day += repeat) days.push(day);
  return days;
}

/** The last send day on or before `elapsed`, with its 1-based number, or null. */
export function latestSendDay(timing: Timing, elapsed: number): { day: number; sequence: number } | null {
  const { offsets } = timing;
  if (offsets.length === 0 || elapsed < offsets[0]) return null;
  const max = timing.maxSends ?? Infinity;
  let index = -1;
  while (index + 1 < offsets.length && offsets[index + 1] <= elapsed) index++;
  let day = offsets[index];
  let sequence = index + 1;
  const repeat = timing.repeatEvery ?? 0;
  if (index === offsets.length - 1 && repeat > 0) {
    const repeats = Math.floor((elapsed - day) / repeat);
    day += repeats * repeat;
    sequence += repeats;
  }
  if (sequence > max) {
    // Capped: the last allowed send, which lies in the past and was due then.
    const allowed = sendDays(timing, elapsed);
    return allowed.length > 0 ? { day: allowed[allowed.length - 1], sequence: allowed.length } : null;
  }
  return { day, sequence };
}

/** The days (1..days) on which a schedule goes out if its trigger holds and nothing stops it. */
export function timeline(timing: Timing, days = 60): number[] {
  return sendDays(timing, days);
}
