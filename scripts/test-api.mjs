// The server's API tests: on PGlite, and in the same run on PostgreSQL when TEST_DATABASE_URL is set.
// One vitest process for both projects: their files share the worker pool, so the PostgreSQL
// server's own work overlaps with PGlite's instead of running after it.
import { spawnSync } from 'node:child_process';

const projects = ['--project', 'server-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('--project', 'server-postgres');
else console.log("TEST_DATABASE_URL n'est pas défini : les tests d'API sur PostgreSQL sont ignorés.");

const result = spawnSync('vitest', ['run', ...projects, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
