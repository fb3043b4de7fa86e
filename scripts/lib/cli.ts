// Runs a script's main() when the file is executed directly (not when a test imports it), turning its result
// into the exit code; an unexpected error prints its stack and exits 2.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const runWhenExecuted = (moduleUrl: string, main: (args: string[]) => Promise<number>): void => {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 2;
    },
  );
};
