import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('runs a recurring job again and again, a failing run included, until the server closes', async () => {
  const runs: number[] = [];
  await t.app.jobs.every('jobs-test', 1, async () => {
    runs.push(Date.now());
    // The second run fails: the chain must go on.
    if (runs.length === 2) throw new Error('échec voulu');
  });
  await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 15_000, interval: 100 });
  // About one second apart (the queue's next run), never two at once.
  for (let i = 1; i < runs.length; i++) expect(runs[i]! - runs[i - 1]!).toBeGreaterThanOrEqual(900);
});
