import type { Config } from '../config.ts';

/** Whether this configuration needs the demo (a fake to stand in for a system, demo data, its routes). */
export const needsDemo = (config: Config): boolean =>
  !config.geocoderUrl ||
  !config.mail.smtpUrl ||
  !config.sms.apiUrl ||
  !config.paymentProvider.url ||
  !config.webfleet.url ||
  !config.nomad.url ||
  Boolean(config.reports.demoSftpPort) ||
  config.e2eFixtures ||
  config.simulator.enabled ||
  (!config.databaseUrl && config.seedDemo);
