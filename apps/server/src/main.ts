import { startFakeGeocoder } from './adapters/geocoder/fake-geocoder.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, resolveSecretsKey, resolveTokenSecret } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { isNewEmbeddedDatabase, prepareInChildProcess, PREPARE_ONLY_ENV } from './db/seed/first-start.ts';
import { openUrl, readyMessage } from './lib/ready-message.ts';
import { parseSecretsKey } from './lib/secret-box.ts';
import { parseAllowList } from './lib/outbound/allow-list.ts';
import { startFakeSmtpServer } from './adapters/mail/fake-smtp-server.ts';
import { startFakeSftpServer } from './adapters/sftp/fake-sftp-server.ts';
import { startDemoConnectorFakes } from './adapters/demo-connector-fakes.ts';
import { startFakeSmsServer } from './adapters/sms/fake-sms-server.ts';

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
const embedded = !config.databaseUrl;
if (embedded && process.env[PREPARE_ONLY_ENV] === '1') {
  // The child of prepareInChildProcess: the new database is made, then this process ends.
  const database = await openDatabase(config);
  await migrate(database);
  if (config.seedDemo) await seedDemo(database.db);
  await database.close();
  process.exit(0);
}
if (embedded && isNewEmbeddedDatabase(config.dataDir)) {
  try {
    await prepareInChildProcess();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
// Without GEOCODER_URL, address searches are answered by a local fake of the national address API.
const fakeGeocoder = config.geocoderUrl ? undefined : await startFakeGeocoder();
if (fakeGeocoder) config.geocoderUrl = fakeGeocoder.url;
// Without SMTP_URL, e-mails go to an in-process fake SMTP server that keeps them in memory.
const fakeSmtp = config.mail.smtpUrl ? undefined : await startFakeSmtpServer();
if (fakeSmtp) config.mail.smtpUrl = fakeSmtp.url;
// DEMO_SFTP_PORT: an in-memory SFTP server on loopback (login demo / demo) for scheduled reports.
const fakeSftp = config.reports.demoSftpPort
  ? await startFakeSftpServer({ username: 'demo', password: 'demo' }, config.reports.demoSftpPort)
  : undefined;
// The demo's own fake, not a tenant's choice: the outbound guard lets the report configurations reach it.
if (fakeSftp) config.outbound.allow.push(`${fakeSftp.host}:${fakeSftp.port}`);
// Without WEBFLEET_URL / NOMAD_URL, the connectors talk to loopback fakes (demo credentials in demo-connector-fakes.ts).
const connectorFakes = await startDemoConnectorFakes(config);
// Without SMS_API_URL, SMS go to an in-process fake of the provider's API that keeps them in memory.
const fakeSms = config.sms.apiUrl ? undefined : await startFakeSmsServer();
if (fakeSms) config.sms = { apiUrl: fakeSms.url, apiToken: fakeSms.token };
const database = await openDatabase(config);
await migrate(database);
// The embedded database starts with the demo data; a real server is seeded explicitly (npm run seed).
if (database.kind === 'pglite' && config.seedDemo) await seedDemo(database.db);

const app = await buildApp({ config, database });
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    void app
      .close()
      .then(() => fakeGeocoder?.close())
      .then(() => fakeSmtp?.close())
      .then(() => fakeSftp?.close())
      .then(() => connectorFakes.close())
      .then(() => fakeSms?.close())
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
