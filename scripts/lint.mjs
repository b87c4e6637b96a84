// `npm run lint`: eslint, prettier and the four typechecks, two at a time.
// Each is one single-threaded process; run one after another they left a core of CI's two idle
// for the whole stage. A check's output is printed whole when it ends, so two never interleave.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck server', 'tsc', ['-p', 'apps/server']],
  ['eslint', 'eslint', ['.']],
  ['typecheck web', 'tsc', ['-p', 'apps/web']],
  ['prettier', 'prettier', ['--check', '.']],
  ['typecheck e2e', 'tsc', ['-p', 'e2e']],
  ['typecheck contracts', 'tsc', ['-p', 'packages/contracts']],
];
const PARALLEL = 2;

function run([label, command, args]) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - start) / 1000).toFixed(0);
      console.log(`── ${label}: ${code === 0 ? 'ok' : 'ÉCHEC'} (${seconds} s)`);
      if (code !== 0 || output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const queue = [...checks];
let failed = false;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if ((await run(check)) !== 0) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
