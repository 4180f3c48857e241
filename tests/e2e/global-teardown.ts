/**
 * @fileoverview Removes the test server's data folder (a fresh temporary folder per run, made by
 * playwright.config.ts), so runs leave no databases behind.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

export default function globalTeardown(): void {
  const dataDir = process.env.SWARALIPI_E2E_DATA_DIR;
  // Only ever a folder this run made under the system's temporary folder.
  if (dataDir !== undefined && dataDir.startsWith(tmpdir()) && /swaralipi-e2e-/.test(dataDir)) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
