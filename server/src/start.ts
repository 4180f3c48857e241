/**
 * @fileoverview Starting the server, step by step (issue 3, "Set-up"): create DATA_DIR's folders
 * (app-spec 9), open the database, run the migrations, import the demo archive once, make sure
 * the admin account exists, then listen. Separate from main.ts (the process entry: environment, signals, exit codes) so a
 * test can start and stop a real server.
 *
 * Usage examples: start.test.ts.
 */

import { createServer, type Server } from 'node:http';
import path from 'node:path';

import type { Knex } from 'knex';

import { createApp } from './app.js';
import type { Config } from './config.js';
import { ensureDataFolders } from './dataFolders.js';
import { createDb, migrateToLatest, SQLITE_FILE } from './db.js';
import type { Logger } from './logger.js';
import { clientIsBuilt } from './middleware/clientFiles.js';
import { ADMIN_USERNAME, ensureAdminAccount } from './services/auth/admin.js';
import { importDemoArchive } from './services/demo/importDemo.js';
import { writeDemoFiles } from './services/files/demoFiles.js';

/** How long open requests may take to finish when the server stops, in milliseconds. */
const SHUTDOWN_GRACE_MS = 5_000;

export interface RunningServer {
  server: Server;
  db: Knex;
  /** The port listened on (the one chosen by the system when the config says 0). */
  port: number;
  /** Stops accepting connections, waits for open requests, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  log: Logger;
  /** Shows the demo import's progress (written songs of all songs); nothing by default. */
  onImportProgress?: (written: number, total: number) => void;
}

/** Where the data lives, for the start-up message (a PostgreSQL URL is shown without its password). */
function describeDatabase(config: Config): string {
  if (config.databaseUrl === undefined) return `SQLite at ${path.join(config.dataDir, SQLITE_FILE)}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function prepareDatabase(db: Knex, config: Config, options: StartOptions): Promise<void> {
  const { log } = options;
  const applied = await migrateToLatest(db);
  log.info(`Database: ${describeDatabase(config)}${applied.length > 0 ? ` (${applied.length} migrations applied)` : ''}`);

  const demo = await importDemoArchive(db, config.corpusDir, {
    folders: config.folders,
    onStep: (line) => log.info(line),
    onProgress: options.onImportProgress,
  });
  if (demo.status === 'imported') {
    log.info(`Imported ${demo.songs} demo songs from ${demo.files} files of ${config.corpusDir} (${demo.images} source images)`);
    // The folders' files are a convenience of the demo: a failure is said, not fatal.
    try {
      const files = await writeDemoFiles(db, config.folders, config.corpusDir);
      log.info(`Wrote ${files.abcFiles} ABC files to ${config.folders.songs} and ${files.tbtFiles} files to be transcribed to ${config.folders.tbt}`);
    } catch (error) {
      log.warn(`Warning: the demo's folder files were not all written: ${(error as Error).message}`);
    }
  }
  if (demo.status === 'corpus-missing') log.warn(`Warning: no demo import: ${demo.folder} is not a folder (set CORPUS_DIR)`);

  const admin = await ensureAdminAccount(db, config);
  if (admin.created && admin.passwordSource === 'generated') {
    log.info(`Created user "${ADMIN_USERNAME}". Keep this password, it is shown only once:\n\n    admin password: ${admin.password}\n`);
  } else if (admin.created) {
    log.info(`Created user "${ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`);
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/**
 * Prepares the database and starts listening on `config.port`.
 * @throws when the database cannot be opened or migrated, or the port is taken (the database
 *   is closed again first)
 */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { log } = options;
  await ensureDataFolders(config.folders);
  const db = createDb(config);
  let server: Server | undefined;
  try {
    await prepareDatabase(db, config, options);
    if (!(await clientIsBuilt(config.clientDir))) {
      log.warn(`Warning: the web client is not built (${config.clientDir} has no index.html); serving the API only. Run \`npm run build:client\`.`);
    }
    server = createServer(createApp({ db, config, log }).callback());
    const port = await listen(server, config.port);
    log.info(`Swaralipi is running on http://localhost:${port}`);
    const running = server;
    return {
      server: running,
      db,
      port,
      close: async () => {
        const closed = new Promise<void>((resolve) => running.close(() => resolve()));
        // Requests still running get a few seconds to finish; then their connections are cut.
        const cutOff = setTimeout(() => running.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(cutOff);
        await db.destroy();
      },
    };
  } catch (error) {
    server?.close();
    await db.destroy();
    throw error;
  }
}
