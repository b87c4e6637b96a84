import { buildApp } from './app.ts';
import { needsDemo } from './demo/needs-demo.ts';
import { ConfigError, loadConfig, resolveSecretsKey, resolveTokenSecret } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { openUrl, readyMessage } from './lib/ready-message.ts';
import { parseSecretsKey } from './lib/secret-box.ts';
import { parseAllowList } from './lib/outbound/allow-list.ts';

const config = loadConfig();
try {
  config.tokenSecret = resolveTokenSecret(config);
  config.secretsKey = resolveSecretsKey(config);
  parseSecretsKey(config.secretsKey);
  parseAllowList(config.outbound.allow.join(','));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The demo (its fakes, its data, its routes) loads only when this configuration needs it, in a chunk of
// its own: a server configured for real systems never loads it, nor the libraries its fakes use.
const demo = needsDemo(config) ? await import('./demo/demo-services.ts') : undefined;
const embedded = !config.databaseUrl;
if (demo && embedded && process.env[demo.PREPARE_ONLY_ENV] === '1') {
  // The child of prepareInChildProcess: the new database is made, then this process ends.
  const database = await openDatabase(config);
  await migrate(database);
  if (config.seedDemo) await demo.seedDemo(database.db);
  await database.close();
  process.exit(0);
}
if (demo && embedded && demo.isNewEmbeddedDatabase(config.dataDir)) {
  try {
    await demo.prepareInChildProcess();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const stopDemoServices = demo ? await demo.startDemoServices(config) : async () => {};
const database = await openDatabase(config);
await migrate(database);
// The embedded database starts with the demo data; a real server is seeded explicitly (npm run seed).
if (demo && database.kind === 'pglite' && config.seedDemo) await demo.seedDemo(database.db);

const app = await buildApp({ config, database, extensions: demo?.demoExtensions(config) });
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    void app
      .close()
      .then(stopDemoServices)
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
await app.listen({ port: config.port, host: config.host });
// The one line a newcomer reads (request logs are off at the default LOG_LEVEL=warn).
const url = openUrl(app.server.address(), config.host, config.port);
console.log(readyMessage(url, database.kind === 'pglite' && config.seedDemo));
