import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; login: string; payload?: object };
const call = async ({ method = 'GET', url, login, payload }: Call) =>
  t.app.inject({ method, url, payload, headers: await t.bearer(login) });
const accountIdOf = async (login: string): Promise<number> =>
  (await call({ url: '/api/account', login })).json().id;
const tokenForm = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('GET /api/accounts', () => {
  it('lists the managed accounts by name, filtered and paged', async () => {
    const all = await call({ url: '/api/accounts', login: 'superviseur' });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(6);
    const names = all.json().rows.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('AXA Assistance France');

    const depanneurs = await call({
      url: '/api/accounts?businessNature=DEPANNEUR&text=',
      login: 'superviseur',
    });
    expect(depanneurs.json().total).toBe(4);
    const text = await call({ url: '/api/accounts?text=martin', login: 'superviseur' });
    expect(text.json().rows).toEqual([
      expect.objectContaining({ name: 'Dépannage Martin & Fils', nomadActive: true, active: true }),
    ]);
    const page = await call({ url: '/api/accounts?limit=2&page=2&order=desc', login: 'superviseur' });
    expect(page.json()).toMatchObject({ total: 6 });
    expect(page.json().rows.map((r: { name: string }) => r.name)).toEqual(names.reverse().slice(2, 4));
  });

  it('answers 400 in French for a bad filter', async () => {
    const response = await call({ url: '/api/accounts?businessNature=PIRATE', login: 'superviseur' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    const nul = await call({ url: '/api/accounts?text=a%00b', login: 'superviseur' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error_description).toContain('caractère');
  });

  it('answers 403 to every other nature, and to every supervisor-only call', async () => {
    const target = await accountIdOf('depanneur');
    for (const login of ['depanneur', 'mission', 'assisteur', 'iot']) {
      for (const c of [
        { url: '/api/accounts' },
        { method: 'POST' as const, url: '/api/accounts/', payload: { name: 'X' } },
        { method: 'DELETE' as const, url: `/api/accounts/${target}` },
      ]) {
        const response = await call({ ...c, login });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
    }
  });
});

describe('the account lifecycle (supervisor)', () => {
  it('creates, reads, patches and deactivates an account', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/accounts/',
      login: 'superviseur',
      payload: { name: 'Dépannage Test Lifecycle', businessNature: 'DEPANNEUR' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      businessNature: 'DEPANNEUR',
      active: true,
      legalEntity: { prefixFacture: 'FC', prefixCustomer: 'CL', regimeTva: 'TVA_FRANCE' },
    });
    // Its French VAT codes came with it, in the same transaction.
    const vat = await call({ url: `/api/accounts/${id}/tvaOptions`, login: 'superviseur' });
    expect(vat.json().map((v: { nom: string }) => v.nom)).toContain('TVA 20 %');

    const patched = await call({
      method: 'PATCH',
      url: `/api/accounts/${id}`,
      login: 'superviseur',
      payload: {
        businessNature: 'ASSISTEUR',
        assistanceProvider: 'IMA',
        legalEntity: { defaultTvaId: vat.json()[0].id, prefixFacture: 'DT' },
        openHourMonday: '08h00-12h00;14h00-20h00',
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      businessNature: 'ASSISTEUR',
      assistanceProvider: 'IMA',
      legalEntity: { defaultTvaId: vat.json()[0].id, prefixFacture: 'DT', prefixCustomer: 'CL' },
      openHourMonday: '08h00-12h00;14h00-20h00',
      openHourTuesday: null,
    });
    const read = await call({ url: `/api/accounts/${id}`, login: 'superviseur' });
    expect(read.json()).toEqual(patched.json());

    const deleted = await call({ method: 'DELETE', url: `/api/accounts/${id}`, login: 'superviseur' });
    expect(deleted.statusCode).toBe(204);
    const inactive = await call({ url: '/api/accounts?active=false', login: 'superviseur' });
    expect(inactive.json().rows).toEqual([expect.objectContaining({ id, active: false })]);
    const onBehalf = await call({ method: 'POST', url: `/api/accounts/${id}/token`, login: 'superviseur' });
    expect(onBehalf.statusCode).toBe(409);
  });

  it('refuses a bad new account with a French 400 and creates nothing', async () => {
    const before = (await call({ url: '/api/accounts', login: 'superviseur' })).json().total;
    for (const [payload, message] of [
      [{ name: '', businessNature: 'DEPANNEUR' }, 'Le nom du compte est obligatoire'],
      [{ name: 'A', businessNature: 'SUPERVISOR' }, 'Nature de compte non valide'],
      [{ name: 'A', businessNature: 'ASSISTEUR' }, "L'assisteur est obligatoire pour un compte assisteur"],
      [{ name: 'A\u0000' }, 'caractère nul'],
    ] as const) {
      const response = await call({ method: 'POST', url: '/api/accounts/', login: 'superviseur', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
    expect((await call({ url: '/api/accounts', login: 'superviseur' })).json().total).toBe(before);
  });

  it('answers 404 for an account another supervisor manages, or none does', async () => {
    const other = await accountIdOf('mondial');
    for (const id of [other, 999999]) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call({
          method,
          url: `/api/accounts/${id}`,
          login: 'superviseur',
          payload: method === 'PATCH' ? { name: 'Volé' } : undefined,
        });
        expect(response.statusCode).toBe(404);
      }
    }
    expect((await call({ url: '/api/accounts/2147483648', login: 'superviseur' })).statusCode).toBe(400);
  });
});

describe('a deactivated account', () => {
  it('can no longer sign in nor refresh its sessions', async () => {
    const session = await t.signIn('bernard');
    const id = await accountIdOf('bernard');
    expect(
      (await call({ method: 'DELETE', url: `/api/accounts/${id}`, login: 'superviseur' })).statusCode,
    ).toBe(204);
    const signIn = await tokenForm({ grant_type: 'password', username: 'bernard', password: 'bernard' });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ error: 'invalid_grant', error_description: 'Ce compte est désactivé' });
    const refresh = await tokenForm({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });
});

describe('settings of the own account', () => {
  it('a non-supervisor reads and saves its own account, and no other', async () => {
    const own = await accountIdOf('mission');
    const saved = await call({
      method: 'PATCH',
      url: `/api/accounts/${own}`,
      login: 'mission',
      payload: {
        interventionAverageArrivalMinute: 45,
        smsSender: 'LEFEVRE',
        note: 'Portail code 1234',
        place: { line1: '10 avenue Jean Jaurès', zipCode: '31000', city: 'Toulouse', country: 'France' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ smsSender: 'LEFEVRE', note: 'Portail code 1234' });
    // The folder screens read the same values.
    const average = await call({ url: '/api/account/interventionAverageArrivalMinute', login: 'mission' });
    expect(average.json()).toBe(45);
    const hq = await call({ url: '/api/account/headQuarterPlace', login: 'mission' });
    expect(hq.json()).toMatchObject({ line1: '10 avenue Jean Jaurès', city: 'Toulouse' });

    const other = await accountIdOf('depanneur');
    expect((await call({ url: `/api/accounts/${other}`, login: 'mission' })).statusCode).toBe(404);
  });

  it('refuses bad SMS hours, a foreign VAT code and minutes out of range, saving nothing', async () => {
    const own = await accountIdOf('mission');
    const foreignVat = (
      await call({ url: `/api/accounts/${await accountIdOf('depanneur')}/tvaOptions`, login: 'depanneur' })
    ).json()[0].id;
    for (const [payload, message] of [
      [{ name: 'X', openHourFriday: '8h-12h' }, 'Format attendu : 08h00-12h00;14h00-20h00'],
      [{ name: 'X', legalEntity: { defaultTvaId: foreignVat } }, "Ce code TVA n'existe pas dans le compte"],
      [{ name: 'X', toleranceArrivalMinute: -5 }, 'Nombre entier attendu'],
      [{ name: 'X', unknownField: 1 }, 'unknownField'],
    ] as const) {
      const response = await call({
        method: 'PATCH',
        url: `/api/accounts/${own}`,
        login: 'mission',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
    expect((await call({ url: `/api/accounts/${own}`, login: 'mission' })).json().name).toBe(
      'Transports Lefèvre',
    );
  });

  it('only a supervisor changes the nature, of an account it manages', async () => {
    const own = await accountIdOf('mission');
    const byOwner = await call({
      method: 'PATCH',
      url: `/api/accounts/${own}`,
      login: 'mission',
      payload: { businessNature: 'DEPANNEUR' },
    });
    expect(byOwner.statusCode).toBe(403);
    const supervisor = await accountIdOf('superviseur');
    const ownNature = await call({
      method: 'PATCH',
      url: `/api/accounts/${supervisor}`,
      login: 'superviseur',
      payload: { businessNature: 'DEPANNEUR' },
    });
    expect(ownNature.statusCode).toBe(403);
    const bySupervisor = await call({
      method: 'PATCH',
      url: `/api/accounts/${own}`,
      login: 'superviseur',
      payload: { businessNature: 'DEPANNEUR' },
    });
    expect(bySupervisor.statusCode).toBe(200);
    expect(bySupervisor.json().businessNature).toBe('DEPANNEUR');
  });

  it('answers 403 to an OPERATEUR, and GET /api/account tells the role', async () => {
    const own = await accountIdOf('depanneur');
    expect((await call({ url: '/api/account', login: 'operateur' })).json().role).toBe('OPERATEUR');
    expect((await call({ url: '/api/account', login: 'depanneur' })).json().role).toBe('ADMIN');
    for (const c of [
      { url: `/api/accounts/${own}` },
      { method: 'PATCH' as const, url: `/api/accounts/${own}`, payload: { note: 'x' } },
      { url: `/api/accounts/${own}/tvaOptions` },
    ]) {
      expect((await call({ ...c, login: 'operateur' })).statusCode).toBe(403);
    }
  });
});
