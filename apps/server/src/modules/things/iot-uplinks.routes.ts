import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, IngestionKey, UplinkBody, UplinkResult } from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { cachedKeyOwner, renewIngestionKey, type KeyOwner } from './ingestion-keys.ts';
import { IngestionKeyThrottle } from './ingestion-key-throttle.ts';
import { ingestUplinks } from './uplink-ingest.ts';

export const INGESTION_KEY_HEADER = 'x-ingestion-key';
/** A full batch (1 000 uplinks) is about 250 KB. */
export const UPLINKS_BODY_LIMIT = 512 * 1024;

const owners = new WeakMap<FastifyRequest, KeyOwner>();

/**
 * Network servers are not users: they present the account's ingestion key, checked before the body
 * is read. Wrong or missing keys are counted per client address (429 past the limit).
 */
const requireIngestionKey =
  (app: { db: Parameters<typeof cachedKeyOwner>[0] }, throttle: IngestionKeyThrottle) =>
  async (request: FastifyRequest) => {
    throttle.check(request.ip);
    const key = request.headers[INGESTION_KEY_HEADER];
    if (typeof key !== 'string' || key.length === 0) {
      throttle.fail(request.ip);
      throw new Unauthorized("Clé d'ingestion manquante (en-tête X-Ingestion-Key)");
    }
    const owner = key.length <= 200 ? await cachedKeyOwner(app.db, key) : undefined;
    if (!owner) {
      throttle.fail(request.ip);
      throw new Unauthorized("Clé d'ingestion inconnue");
    }
    owners.set(request, owner);
  };

export const iotUplinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const throttle = new IngestionKeyThrottle();

  app.post(
    '/api/iot/uplinks',
    {
      config: { public: true },
      onRequest: requireIngestionKey(app, throttle),
      bodyLimit: UPLINKS_BODY_LIMIT,
      schema: {
        tags: ['things'],
        summary:
          'Uplinks of Abeeway trackers from the LoRaWAN network server (X-Ingestion-Key), one or a batch',
        body: UplinkBody,
        response: { 200: UplinkResult, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ingestUplinks(app.db, owners.get(request)!, request.body),
  );

  app.post(
    '/api/iot/ingestionKey',
    {
      // Renewing stops every tracker until the network server gets the new key: administrators only.
      onRequest: [requireNature('IOT', 'MISSION', 'DEPANNEUR', 'SUPERVISOR'), requireAdmin],
      schema: {
        tags: ['things'],
        summary:
          "A new ingestion key for the account's network server (replaces the previous ones; shown once)",
        response: { 200: IngestionKey, 403: ErrorBody },
      },
    },
    async (request) => ({ key: await renewIngestionKey(app.db, request.auth.accountId) }),
  );
};
