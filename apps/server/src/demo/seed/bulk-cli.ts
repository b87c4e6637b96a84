import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { bulkLogin } from './bulk/bulk-accounts.ts';
import { bulkSeed, hasBulkData } from './bulk/bulk-seed.ts';

/**
 * `npm run seed:bulk -- --folders 1000000 --accounts 100`: fills DATABASE_URL (or the
 * PGlite in DATA_DIR) with generated operator accounts and folders, for the benchmark.
 */
const { values } = parseArgs({
  options: { folders: { type: 'string', default: '1000000' }, accounts: { type: 'string', default: '100' } },
});
const folders = Number(values.folders);
const accounts = Number(values.accounts);
if (
  !Number.isInteger(folders) ||
  folders < 1 ||
  !Number.isInteger(accounts) ||
  accounts < 1 ||
  accounts > 999
) {
  console.error('Usage: npm run seed:bulk -- --folders <n ≥ 1> --accounts <1 to 999>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
if (await hasBulkData(database)) {
  console.log(
    `Bulk data is already there (login ${bulkLogin(1)}): nothing to do. Use a fresh database to load again.`,
  );
} else {
  const target = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Loading ${folders} folders over ${accounts} accounts into ${target}…`);
  const started = performance.now();
  let last = started;
  await bulkSeed(database, { folders, accounts }, (label) => {
    const now = performance.now();
    console.log(`  ${label.padEnd(48)} ${((now - last) / 1000).toFixed(1).padStart(6)} s`);
    last = now;
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Done in ${seconds.toFixed(1)} s (${Math.round(folders / seconds)} folders/s).`);
  console.log(`Sign in as ${bulkLogin(1)} / bulk (the largest account) … ${bulkLogin(accounts)} / bulk.`);
}
await database.close();
