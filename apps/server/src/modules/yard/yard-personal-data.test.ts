import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yardEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { carEntry, releaseBody, SIGNATURE_PNG, yardCaller } from '../../test/yard-fixtures.ts';
import { applyRetention } from '../personal-data/retention.service.ts';

let t: TestContext;
let call: ReturnType<typeof yardCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = yardCaller(t);
});
afterAll(() => t.close());

const owner = {
  name: 'Gaëlle Vasseur',
  address: '8 rue Pasteur, 69007 Lyon',
  phone: '06 12 98 76 54',
  email: '',
};
const personalData = async (method: 'GET' | 'POST', q: string) =>
  t.app.inject({
    method,
    url:
      method === 'GET' ? `/api/personal-data/search?q=${encodeURIComponent(q)}` : '/api/personal-data/erase',
    headers: { ...(await t.bearer('depanneur')), 'idempotency-key': `yard-erase-${q.length}-${Date.now()}` },
    ...(method === 'POST' ? { payload: { q } } : {}),
  });

describe('the owners of the yard’s vehicles in the personal data', () => {
  it('are found, then erased: owner, taker, identity document and signatures; the register keeps the vehicle', async () => {
    const id = (
      await call('POST', '/entries', 'operateur', {
        ...carEntry({ vehicle: { plate: 'RG-123-PD', category: 'VP' } }),
        owner,
        condition: {
          generalState: 'BON',
          marks: [],
          gardienSignature: SIGNATURE_PNG,
          ownerSignature: SIGNATURE_PNG,
        },
      })
    ).json().id;
    // The condition sheet prints with its signatures; a vehicle without one has none to print.
    const sheet = await t.app.inject({
      url: `/api/yard/entries/${id}/condition.pdf`,
      headers: await t.bearer('operateur'),
    });
    expect([sheet.headers['content-type'], sheet.body.slice(0, 5)]).toEqual(['application/pdf', '%PDF-']);
    const bare = (
      await call(
        'POST',
        '/entries',
        'operateur',
        carEntry({ vehicle: { plate: 'NO-SHEET', category: 'VP' } }),
      )
    ).json();
    const none = await t.app.inject({
      url: `/api/yard/entries/${bare.id}/condition.pdf`,
      headers: await t.bearer('operateur'),
    });
    expect(none.statusCode).toBe(409);
    const released = await call(
      'POST',
      `/entries/${id}/release`,
      'operateur',
      releaseBody({ takerName: 'Gaëlle Vasseur', expectedTotalCents: 12765 + 3 * 675 }),
    );
    expect(released.statusCode, released.body).toBe(200);

    const found = (await personalData('GET', '06 12 98 76 54')).json().hits;
    expect(found).toContainEqual({
      place: 'YARD',
      id,
      label: 'Fourrière RG-123-PD',
      detail: 'Gaëlle Vasseur',
      link: `/fourriere/${id}`,
    });
    const erased = await personalData('POST', 'Gaëlle Vasseur');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().yardEntries).toBe(1);
    const [row] = await t.database.db.select().from(yardEntries).where(eq(yardEntries.id, id));
    expect(JSON.stringify([row!.owner, row!.release, row!.condition])).not.toMatch(
      /Vasseur|98 76|Pasteur|123456789012/,
    );
    expect(row!.releaseSignature).toBeNull();
    expect(row!.condition!.ownerSignature).toBeNull();
    expect(row!.condition!.gardienSignature).toBe(SIGNATURE_PNG);
    expect(row!).toMatchObject({ plate: 'RG-123-PD', status: 'RELEASED' });
    expect(
      (await personalData('GET', 'Gaëlle Vasseur'))
        .json()
        .hits.filter((h: { place: string }) => h.place === 'YARD'),
    ).toEqual([]);
  });

  it('forgets who took a vehicle back once it left the lot longer than the closed folders are kept', async () => {
    const id = (
      await call('POST', '/entries', 'operateur', {
        ...carEntry({ vehicle: { plate: 'RT-001-OL', category: 'VP' } }),
        owner,
      })
    ).json().id;
    await t.database.db
      .update(yardEntries)
      .set({ status: 'RELEASED', exitAt: new Date('2021-01-05T10:00:00Z') })
      .where(eq(yardEntries.id, id));
    const report = await applyRetention(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
    expect(report.yardEntries).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(yardEntries).where(eq(yardEntries.id, id));
    expect(row!.owner).toEqual({ name: 'Anonymisé', address: '', phone: '', email: '' });
  });
});
