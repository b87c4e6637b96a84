// `npm test`: every stage in order, stopping at the first that fails, then each stage's time
// (CI has 90 minutes on a 2-core machine: the table shows where they go).
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint + typecheck', 'lint'],
  ['unit tests', 'test:unit'],
  ['API tests (PGlite + PostgreSQL)', 'test:api'],
  ['build', 'build'],
  ['browser tests', 'test:e2e'],
  ['two instances behind nginx', 'test:cluster'],
];

const times = [];
let status = 0;
for (const [label, script] of stages) {
  const start = Date.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  times.push([label, (Date.now() - start) / 1000]);
  status = result.status ?? 1;
  if (status !== 0) break;
}

console.log('\n── npm test: stages ──');
for (const [label, seconds] of times) console.log(`${label.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`${'total'.padEnd(34)} ${total.toFixed(0).padStart(5)} s`);
process.exit(status);
