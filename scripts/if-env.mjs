// Runs the given command only when the named environment variable is set (e.g. the PostgreSQL API tests).
import { spawnSync } from 'node:child_process';

const [name, ...command] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`${name} n'est pas défini : ${command.join(' ')} est ignoré.`);
  process.exit(0);
}
const result = spawnSync(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
