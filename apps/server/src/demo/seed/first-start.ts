import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Set in the child process that prepares a new embedded database, then exits. */
export const PREPARE_ONLY_ENV = 'PLATEAU_PREPARE_DATABASE_ONLY';

/** A new embedded database: its data directory has not been made by initdb yet. */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates, migrates and fills a new embedded database in a child process (issue 24 §5): making
 * the demo data (PDFs, photos, a year of history) and running initdb take far more memory than
 * serving it, and the memory of WebAssembly and of V8 once grown is not given back. The child
 * exits with it; the server then opens a ready database.
 */
export function prepareInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`la préparation de la base a échoué (${signal ?? `code ${code}`})`)),
    );
  });
}
