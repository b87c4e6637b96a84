import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { DEMO_LOGINS } from '../../lib/ready-message.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (login: string, url: string) => {
  const response = await t.app.inject({ url, headers: await t.bearer(login) });
  expect(response.statusCode, `${login} ${url}: ${response.body}`).toBe(200);
  return response.json();
};
/** How many rows an answer holds, whatever its shape (a list, { rows }, { entries }). */
const sizeOf = (body: unknown): number => {
  if (Array.isArray(body)) return body.length;
  const { rows, entries } = body as { rows?: unknown[]; entries?: unknown[] };
  return (rows ?? entries ?? []).length;
};

describe('the further demo logins (dupont, bernard, atlantique) open on data', () => {
  const week = () => {
    const end = new Date();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    return `startDate=${start.toISOString()}&endDate=${end.toISOString()}`;
  };
  it.each(['dupont', 'bernard', 'atlantique'])('%s: every list of the menu holds rows', async (login) => {
    const accountId = await accountOfLogin(t.database.db, login);
    for (const url of [
      '/api/folders',
      '/api/trucks',
      `/api/stats/byAssistanceProvider?${week()}`,
      '/api/legalentities',
      '/api/places',
      '/api/factures',
      `/api/accounts/${accountId}/reportConfigurations`,
      '/api/journal',
    ])
      expect(sizeOf(await get(login, url)), `${login} ${url}`).toBeGreaterThan(0);
  });
});

describe('the journal of a fresh demo', () => {
  it('holds past acts written through the journal itself, none of them in the future', async () => {
    const { entries } = (await get('depanneur', '/api/journal')) as {
      entries: Array<{ act: string; createdAt: string; userName: string | null }>;
    };
    expect(new Set(entries.map((e) => e.act))).toEqual(
      new Set(['USERS_CHANGE', 'CONNECTOR_SECRET_CHANGE', 'FEC_EXPORT', 'RETENTION_RUN']),
    );
    expect(entries.every((e) => Date.parse(e.createdAt) < Date.now())).toBe(true);
    expect(entries.find((e) => e.act === 'RETENTION_RUN')?.userName).toBeNull();
    const managed = (await get('dupont', '/api/journal?act=ON_BEHALF_OPENING')) as {
      entries: Array<{ userName: string }>;
    };
    expect(managed.entries.map((e) => e.userName)).toEqual(['superviseur']);
  });
});

describe('the logins the ready line prints', () => {
  it.each(DEMO_LOGINS)('%s signs in with its login as password', async (login) => {
    expect((await t.signIn(login)).access_token).toBeTruthy();
  });
});
