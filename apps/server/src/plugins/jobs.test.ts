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

it('runs a one-off job once, with its data, on a queue defined beforehand', async () => {
  const received: object[] = [];
  t.app.jobs.define<{ n: number }>('jobs-test-once', async (data) => {
    received.push(data);
  });
  await t.app.jobs.send('jobs-test-once', { n: 1 });
  await t.app.jobs.send('jobs-test-once', { n: 2 });
  await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 15_000, interval: 100 });
  expect(received).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
  await expect(t.app.jobs.send('jobs-test-undefined', {})).rejects.toThrow(/aucune tâche/);
});
