import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { carEntry, releaseBody, yardCaller } from '../../test/yard-fixtures.ts';

let t: TestContext;
let call: ReturnType<typeof yardCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = yardCaller(t);
});
afterAll(() => t.close());

describe('the yard’s statistics and register', () => {
  it('counts entries, exits, stays and revenue per month and authority, and exports a formula-safe register', async () => {
    const entry = (plate: string, removedAt: string) =>
      call('POST', '/entries', 'mission', {
        ...carEntry({ vehicle: { plate, category: 'VP' }, removedAt }),
        owner: { name: '=HYPERLINK("http://x")', address: '1 rue Haute, 31000 Toulouse' },
      });
    const first = (await entry('ST-001-AA', '2025-03-03T09:00:00.000Z')).json().id;
    await entry('ST-002-BB', '2025-03-20T09:00:00.000Z');
    const released = await call(
      'POST',
      `/entries/${first}/release`,
      'mission',
      releaseBody({ releasedAt: '2025-04-01T09:00:00.000Z', expectedTotalCents: 1, paymentMethod: null }),
    );
    // The server's own total for 30 days: what the register and the statistics count once it left.
    const total = Number(
      /: ([\d\s,]+)\s€ sont dus/
        .exec(released.json().error_description)![1]!
        .replace(/\s/g, '')
        .replace(',', '.'),
    );
    expect(total).toBe(127.65 + 30 * 6.75);

    const stats = (await call('GET', '/statistics?from=2025-03-01&to=2025-03-31', 'mission')).json();
    expect(stats.totals).toEqual({ entries: 2, exits: 0, averageStayDays: 0, revenueCents: 0 });
    expect(stats.authorities).toEqual([
      { authority: 'POLICE_MUNICIPALE', entries: 2, exits: 0, averageStayDays: 0, revenueCents: 0 },
    ]);
    expect((await call('GET', '/statistics?from=2025-04-01&to=2025-03-01', 'mission')).statusCode).toBe(400);

    const csv = await call('GET', '/register/export?from=2025-03-01&to=2025-03-31&format=csv', 'mission');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Immatriculation;Marque et modèle;Catégorie;Motif;Autorité/);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['ST-001-AA', 'ST-002-BB']);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(';Au parc;');
    const xlsx = await call('GET', '/register/export?from=2025-03-01&to=2025-03-31&format=xlsx', 'mission');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', '/statistics?from=2025-03-01&to=2025-03-31', 'assisteur')).statusCode).toBe(
      403,
    );
  });
});
