// `npm run cli -- <command>`: tools for operators and configuration authors.
// Bad input prints one line and exits 2; a command that finds problems exits 1.
import { commands } from "./commands";
import { CliInputError } from "./cli-input";

async function run(argv: string[]): Promise<number> {
  const [first, second, ...rest] = argv;
  const twoWord = second !== undefined ? commands[`${first} ${second}`] : undefined;
  const command = twoWord ?? commands[first ?? ""];
  if (!command) {
    console.error(`Unknown command "${argv.slice(0, 2).join(" ")}". Commands: ${Object.keys(commands).join(", ")}`);
    return 2;
  }
  const args = twoWord ? rest : [second, ...rest].filter((arg): arg is string => arg !== undefined);
  return command(args);
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof CliInputError ? 2 : 1);
  },
);
