import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { forgetAccount } from './account-cache.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the current-account cache', () => {
  it('serves a write at once once the writer forgets the account', async () => {
    const headers = await t.bearer('mission');
    const { id } = (await t.app.inject({ url: '/api/account', headers })).json();
    await t.database.db.update(accounts).set({ name: 'Transports Lefèvre & Cie' }).where(eq(accounts.id, id));
    forgetAccount(t.database.db, id);
    expect((await t.app.inject({ url: '/api/account', headers })).json().name).toBe(
      'Transports Lefèvre & Cie',
    );
  });

  it('keeps no row longer than two seconds', async () => {
    const headers = await t.bearer('iot');
    const { id } = (await t.app.inject({ url: '/api/account', headers })).json();
    await t.database.db.update(accounts).set({ name: 'Rousseau IoT' }).where(eq(accounts.id, id));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.app.inject({ url: '/api/account', headers })).json().name).toBe('Rousseau IoT');
  });
});
