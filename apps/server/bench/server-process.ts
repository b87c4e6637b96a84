import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed/index.ts';

/**
 * The server under test, in its own process so that the load generator does not share
 * its event loop. Configured like production by the environment (DATABASE_URL or
 * DATA_DIR); it listens on a free loopback port and reports it to the parent.
 */
const config = {
  ...loadConfig(),
  host: '127.0.0.1',
  port: 0,
  logLevel: 'warn',
  tokenSecret: process.env.TOKEN_SECRET || randomBytes(32).toString('hex'),
  secretsKey: process.env.SECRETS_KEY || randomBytes(32).toString('base64'),
};
const database = await openDatabase(config);
await migrate(database);
await seedDemo(database.db);
// E2E_FIXTURES=1: the test routes the benches make their folders with, which the demo's extensions register.
const extensions = config.e2eFixtures
  ? (await import('../src/demo/demo-services.ts')).demoExtensions(config)
  : undefined;
const app = await buildApp({ config, database, extensions });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
