import type { Config } from '../config.ts';
import { startDemoConnectorFakes } from './fakes/demo-connector-fakes.ts';
import { startDemoPaymentProvider } from './fakes/demo-payment-provider.ts';
import { startFakeGeocoder } from './fakes/fake-geocoder.ts';
import { startFakeSftpServer } from './fakes/fake-sftp-server.ts';
import { startFakeSmsServer } from './fakes/fake-sms-server.ts';
import { startFakeSmtpServer } from './fakes/fake-smtp-server.ts';

export { demoExtensions } from './demo-extensions.ts';
export { isNewEmbeddedDatabase, prepareInChildProcess, PREPARE_ONLY_ENV } from './seed/first-start.ts';
export { seedDemo } from './seed/index.ts';

/**
 * The systems a real server is configured to reach, played on loopback for the demo — each only when
 * its URL is not configured — and the configuration pointed at them. Returns what stops them.
 */
export async function startDemoServices(config: Config): Promise<() => Promise<void>> {
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
  // Without WEBFLEET_URL / NOMAD_URL, the connectors talk to loopback fakes (demo credentials in lib/demo-credentials.ts).
  const connectorFakes = await startDemoConnectorFakes(config);
  // Without SMS_API_URL, SMS go to an in-process fake of the provider's API that keeps them in memory.
  const fakeSms = config.sms.apiUrl ? undefined : await startFakeSmsServer();
  if (fakeSms) config.sms = { apiUrl: fakeSms.url, apiToken: fakeSms.token };
  // Without PAYMENT_PROVIDER_URL, payment links pay through a loopback fake of Stripe's Checkout.
  const fakePayments = await startDemoPaymentProvider(config);
  return async () => {
    await fakeGeocoder?.close();
    await fakeSmtp?.close();
    await fakeSftp?.close();
    await connectorFakes.close();
    await fakeSms?.close();
    await fakePayments?.close();
  };
}
