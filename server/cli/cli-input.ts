// What every command does with its arguments, kept apart from the configuration reading so a
// command that refuses its input loads nothing else.

/** Bad input: the CLI prints the message as one line and exits 2. */
export class CliInputError extends Error {}

export function requireOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new CliInputError(`Missing --${name}`);
  return value;
}
