import { eq, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eInvoicingSettings } from '../../db/schema/index.ts';
import { DEMO_PLATFORM_TOKEN } from '../fakes/demo-connector-fakes.ts';
import { DEMO_PLATFORM_PLACEHOLDER } from './e-invoicing.ts';

/**
 * On the demo's start: the seeded account's platform is the fake this process just started (its
 * port changes at each start), with the fake's token sealed like any tenant's.
 */
export async function pointDemoPlatform(app: FastifyInstance): Promise<void> {
  const url = app.config.connectors.demoPlatformUrl;
  if (!url) return;
  await app.db
    .update(eInvoicingSettings)
    .set({
      url,
      tokenSealed: app.secretBox.seal(DEMO_PLATFORM_TOKEN),
      tokenHost: new URL(url).host.toLowerCase(),
    })
    .where(
      // The placeholder of a new demo, or the port of the previous start's fake.
      or(
        eq(eInvoicingSettings.url, DEMO_PLATFORM_PLACEHOLDER),
        like(eInvoicingSettings.url, 'http://127.0.0.1:%/flow-service'),
      ),
    );
}
