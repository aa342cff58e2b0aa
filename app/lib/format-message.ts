// Fills "{name}" placeholders of a catalogue text. Unknown placeholders stay as written so a
// missing parameter is visible rather than silently blank.
export function formatMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Looks a key up in a map of texts; a missing key shows the key itself, so it is noticed. */
export function textOf(texts: Record<string, string>, key: string, params?: Record<string, string | number>): string {
  return formatMessage(texts[key] ?? key, params);
}
