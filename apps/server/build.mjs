// Bundles the server (with @plateau/contracts) into dist/main.js; node_modules stay external.
import { build } from 'esbuild';
import { buildVersion } from '../../scripts/build-version.mjs';

const version = buildVersion();

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
console.log(`server built: dist/main.js (${version})`);
