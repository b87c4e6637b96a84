import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { recordJournal } from './journal.service.ts';

let t: TestContext;
let admin: { authorization: string };
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('depanneur');
  accountId = await accountOfLogin(t.database.db, 'depanneur');
});
afterAll(() => t.close());

const journal = async (query = '', headers = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/journal?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    entries: Array<{ act: string; userName: string | null; detail: string }>;
    total: number;
  };
};

describe('the journal of sensitive acts (issue 23 §5)', () => {
  it('records personal-data searches with the term masked, and who searched', async () => {
    await t.app.inject({ method: 'GET', url: '/api/personal-data/search?q=Durandeau', headers: admin });
    const { entries } = await journal('act=PERSONAL_DATA_SEARCH');
    expect(entries[0]).toMatchObject({ act: 'PERSONAL_DATA_SEARCH', userName: 'depanneur' });
    expect(entries[0]!.detail).toContain('Du***au');
    expect(entries[0]!.detail).not.toContain('Durandeau');
  });

  it('records user and role changes, connector secret changes and FEC exports', async () => {
    const hash = await bcrypt.hash('secret-chauffeur', 10);
    const users = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${accountId}/users`,
      headers: { ...admin, 'idempotency-key': 'users-1' },
      payload: { added: [{ name: 'nouveau-rgpd', email: null, role: 'OPERATEUR', passwordHash: hash }] },
    });
    expect(users.statusCode, users.body).toBe(200);
    const secret = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${accountId}`,
      headers: { ...admin, 'idempotency-key': 'connector-1' },
      payload: {
        ttwConfiguration: { active: false, customer: 'martin', user: 'api', password: 'un-secret-long' },
      },
    });
    expect(secret.statusCode, secret.body).toBe(200);
    const fec = await t.app.inject({
      method: 'GET',
      url: '/api/factures/fec?startDate=2026-01-01&endDate=2026-12-31',
      headers: admin,
    });
    expect(fec.statusCode, fec.body).toBe(200);
    const acts = (await journal()).entries.map((e) => `${e.act}: ${e.detail}`);
    expect(acts).toEqual(
      expect.arrayContaining([
        'USERS_CHANGE: ajout de nouveau-rgpd (OPERATEUR)',
        'CONNECTOR_SECRET_CHANGE: Secret du connecteur WEBFLEET changé',
        'FEC_EXPORT: Export FEC du 2026-01-01 au 2026-12-31',
      ]),
    );
  });

  it('records a supervisor opening a client account, in the client account', async () => {
    const supervisor = await t.bearer('superviseur');
    const managed = await accountOfLogin(t.database.db, 'mission');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${managed}/token`,
      headers: supervisor,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { entries } = await journal('act=ON_BEHALF_OPENING', await t.bearer('mission'));
    expect(entries[0]).toMatchObject({ act: 'ON_BEHALF_OPENING', userName: 'superviseur' });
    // Not in the supervisor's account's journal, nor in another's.
    expect((await journal('act=ON_BEHALF_OPENING')).entries).toEqual([]);
  });

  it('filters by act, user and period, and pages', async () => {
    const users = await journal('act=USERS_CHANGE');
    expect(users.entries.every((e) => e.act === 'USERS_CHANGE')).toBe(true);
    expect(users.total).toBeGreaterThan(0);
    const future = await journal(`from=${encodeURIComponent('2999-01-01T00:00:00Z')}`);
    expect(future).toEqual({ entries: [], total: 0 });
    // The administrator who did the acts above (the account also has other users, a driver among them).
    const user = (
      await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}/users`, headers: admin })
    )
      .json()
      .find((u: { name: string }) => u.name === 'depanneur');
    const byUser = await journal(`userId=${user.id}&pageSize=1`);
    expect(byUser.entries).toHaveLength(1);
    expect(byUser.total).toBeGreaterThan(1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/journal?act=NIMPORTE', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_description).toContain('Acte non valide');
  });

  it('exports CSV with the formulas neutralised', async () => {
    await recordJournal(
      t.database.db,
      { accountId, userId: null },
      'RETENTION_RUN',
      '=HYPERLINK("http://x")',
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/journal/csv?act=RETENTION_RUN',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).toContain('Plateau (tâche automatique)');
  });

  it('is the administrators’: 403 for an operator', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/journal',
      headers: await t.bearer('operateur'),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses any UPDATE or DELETE in the database itself', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update journal_entries set detail = 'effacé'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries`)).rejects.toThrow();
    const { total } = await journal();
    expect(total).toBeGreaterThan(3);
    const rows = (await db.execute(
      sql`select count(*)::int as n from journal_entries where detail = 'effacé'`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
