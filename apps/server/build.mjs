// Bundles the server (with @plateau/contracts) into dist/main.js; node_modules stay external. The demo
// (src/demo: seed, fakes, simulator), imported by main.ts only when needed, is split into its own chunk
// so that a server configured for real systems never loads it nor the libraries its fakes use.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { buildVersion } from '../../scripts/build-version.mjs';

const version = buildVersion();

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@plateau/contracts': '../../packages/contracts/src/index.ts' },
  define: {
    __BUILD_VERSION__: JSON.stringify(version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  logLevel: 'warning',
});
// The bcrypt worker thread (src/lib/password-hasher.ts) loads ./bcrypt-worker.js next to main.js.
copyFileSync('src/lib/bcrypt-worker.js', 'dist/bcrypt-worker.js');
console.log(`server built: dist/main.js (${version})`);
