import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import { createTruckTerminal, type TruckTerminal } from './adapters/truck-terminal/index.ts';
import { createAssistanceCompany, type AssistanceCompany } from './adapters/assistance-company/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { loggerOptions } from './lib/logger.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticPlugin } from './plugins/static.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import { modules } from './modules/index.ts';
import { createNomadPlaces, type NomadPlaces } from './adapters/nomad-places/index.ts';
import { createMailer, type Mailer } from './adapters/mail/index.ts';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';
import { createSftpUploader, type SftpUploader } from './adapters/sftp/index.ts';
import { createRouting, type Routing } from './adapters/routing/index.ts';
import { createOutboundGuard, type OutboundGuard } from './lib/outbound/outbound-guard.ts';
import { sessionCache } from './db/sessions/session-cache.ts';
import { createCalendarCache, type CalendarCache } from './modules/calendar/calendar-cache.ts';

z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    bus: EventBus;
    truckTerminal: TruckTerminal;
    assistanceCompany: AssistanceCompany;
    nomadPlaces: NomadPlaces;
    mailer: Mailer;
    /** Seals and opens the secrets kept in the database (connector and SFTP passwords). */
    secretBox: SecretBox;
    /** Where a tenant's setting may make the server connect (lib/outbound): checked once, connected to. */
    outbound: OutboundGuard;
    /** Uploads scheduled reports to the SFTP server of their configuration. */
    sftpUploader: SftpUploader;
    /** The route service for arrival estimates (ROUTING_URL); null: the straight line. */
    routePlanner: Routing | null;
    /** Customer and event-rule SMS (SMSFactor, or its fake on loopback). */
    sms: SmsSender;
    /** The week view's missions between requests (modules/calendar/calendar-cache.ts); null: off. */
    calendarCache: CalendarCache | null;
  }
}

export type App = FastifyInstance;

/** Builds the whole server; main.ts listens with it, tests call it through inject. */
export async function buildApp(opts: {
  config: Config;
  database: Database;
  logger?: boolean | object;
  /** Registered after the modules: the demo's own routes and jobs (demo/demo-extensions.ts). */
  extensions?: ReadonlyArray<(app: FastifyInstance) => Promise<unknown>>;
}): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logger),
    bodyLimit: 1024 * 1024,
    // Behind nginx (deploy/nginx.conf): request.ip and the protocol come from its X-Forwarded-* headers.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Each request is logged (at info) with its id; the benchmark runs with LOG_LEVEL=warn.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Errors raised before routing (a bad URL encoding, huge headers) answer in French too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const bus = await createEventBus(database);
  // Every instance forgets a session state another one changed (NOTIFY of migration 0023's triggers).
  const sessions = sessionCache(database.db);
  const stopForgetting = bus.subscribeSessions((change) => {
    sessions.trusted = bus.listening;
    sessions.forget(change);
  });
  app.decorate('db', database.db);
  app.decorate('database', { getter: () => database });
  app.decorate('config', config);
  app.decorate('bus', bus);
  // CALENDAR_CACHE=off: the week view reads its missions at each request.
  const calendarCache = process.env.CALENDAR_CACHE === 'off' ? null : createCalendarCache(bus);
  app.decorate('calendarCache', calendarCache);
  app.decorate('truckTerminal', createTruckTerminal(config));
  app.decorate('assistanceCompany', createAssistanceCompany(config));
  app.decorate('nomadPlaces', createNomadPlaces(config));
  app.decorate('mailer', createMailer(config));
  app.decorate('secretBox', createSecretBox(config.secretsKey));
  const outbound = createOutboundGuard(config.outbound);
  app.decorate('outbound', outbound);
  app.decorate('sftpUploader', createSftpUploader(outbound));
  app.decorate('routePlanner', createRouting(config));
  app.decorate('sms', createSmsSender(config));
  // A write answered by this instance has committed: its account's calendar entries go at once,
  // before the client reads again (the NOTIFY of its events may come a moment later).
  if (calendarCache)
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth)
        calendarCache.forgetAccount(request.auth.accountId);
    });
  app.addHook('onClose', async () => {
    calendarCache?.close();
    stopForgetting();
    await bus.close();
  });
  await app.register(jobsPlugin, { database });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(formbody);
  await app.register(securityHeadersPlugin, { tileUrl: config.tileUrl });
  // Before any route, so that it sees every route's config (plugins/auth.ts).
  await app.register(authPlugin, { tokenSecret: config.tokenSecret, sessions });
  // Before any route too: it adds its hooks to the routes whose config says `idempotent: true`.
  await app.register(idempotencyPlugin);
  await app.register(docsPlugin);
  await app.register(websocketPlugin, { bus, sessions });
  for (const module of modules) await app.register(module);
  for (const extend of opts.extensions ?? []) await extend(app);
  await app.register(staticPlugin, { webDir: config.webDir });
  return app;
}
