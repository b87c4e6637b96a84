import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { CreationOrigine } from '@plateau/contracts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  // Ten simulated minutes a second: the first folders come within a few ticks.
  t = await createTestApp({ simulator: { enabled: true, seed: 3, pace: 600 } });
});
afterAll(() => t.close());

it('plays the other side in the background once the server is ready (SIMULATOR=on)', async () => {
  const since = new Date();
  await t.app.ready();
  await vi.waitFor(
    async () => {
      const arrived = await t.database.db
        .select({ id: folders.id })
        .from(folders)
        .where(and(eq(folders.creationOrigine, CreationOrigine.NOMAD), gte(folders.creationDateTime, since)));
      expect(arrived.length).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 250 },
  );
});
