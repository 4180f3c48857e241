/**
 * @fileoverview The process entry of `npm start` (package.json: `tsx server/src/main.ts`):
 * reads the configuration from the environment, starts the server (start.ts), and stops it
 * cleanly on SIGINT (Ctrl+C) and SIGTERM. Exits 1 with a one-line reason when it cannot start.
 */

import { ConfigError, loadConfig } from './config.js';
import { consoleLogger } from './logger.js';
import { startServer } from './start.js';

/** Shows the demo import's progress on one line of a terminal; elsewhere start.ts logs the total. */
function showImportProgress(written: number, total: number): void {
  if (!process.stdout.isTTY) return;
  process.stdout.write(`\rImporting the demo archive: ${written}/${total} songs${written === total ? '\n' : ''}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config, { log: consoleLogger, onImportProgress: showImportProgress });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal}: stopping Swaralipi ...`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) consoleLogger.error(`Configuration error: ${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    consoleLogger.error(`Swaralipi could not start: port ${String((error as { port?: unknown }).port)} is in use (set PORT to another port).`);
  } else consoleLogger.error('Swaralipi could not start:', error);
  process.exit(1);
});
