// Starts the built server on an empty data directory: it seeds the demo accounts on first start.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const dataDir = path('../.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [path('../apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path('../apps/web/dist'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Tests create the folders they need through POST /api/testing/folders.
    E2E_FIXTURES: '1',
    // Tests make the data they read: no simulated assistance company or driver changing it meanwhile.
    SIMULATOR: 'off',
    // Nor a folder priced by itself when its mission ends (the pricing tests ask for it).
    PRICING_SCHEDULE: 'off',
    // The browser tests sign in more often than a person: not throttled.
    OAUTH_RATE_LIMIT: process.env.OAUTH_RATE_LIMIT ?? '100000',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
