#!/usr/bin/env node
/**
 * @fileoverview The `swaralipi` executable (package.json `bin`): runs cliCommands.ts on the
 * process's arguments. The engine (and so the wasm) is loaded only by commands that need it.
 */

import { runCli } from './cliCommands.js';

// A reader that closes the pipe early (`swaralipi model x.abc | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = await runCli(
    process.argv.slice(2),
    { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
    () => import('./index.js'),
  );
} catch (error) {
  // Not a user error: a bug, or the engine could not be loaded. One line, no stack trace.
  process.stderr.write(`swaralipi: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 3;
}
