import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNomad } from '../../demo/fakes/fake-nomad-server.ts';
import { startFakePraxedo } from '../../demo/fakes/fake-praxedo-server.ts';
import { startFakeWebfleet } from '../../demo/fakes/fake-webfleet-server.ts';
import { loadConfig } from '../../config.ts';
import { connectorConfigurations } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
let webfleet: Awaited<ReturnType<typeof startFakeWebfleet>>;
let nomad: Awaited<ReturnType<typeof startFakeNomad>>;
let praxedo: Awaited<ReturnType<typeof startFakePraxedo>>;
let depanneur: number;
const responses: string[] = [];

const SECRETS = ['wf-Secret-42', 'nomad-Token-77', 'prx-Pass-1', 'prx-Web-2'];

beforeAll(async () => {
  webfleet = await startFakeWebfleet();
  webfleet.requireCredentials({ account: 'martin', username: 'api', password: SECRETS[0]! });
  nomad = await startFakeNomad();
  nomad.addAccount({ token: SECRETS[1]!, agreementCode: 'AGR-1' });
  praxedo = await startFakePraxedo({ user: 'prx', password: SECRETS[2]! });
  const base = loadConfig({});
  t = await createTestApp({
    webfleet: { ...base.webfleet, url: webfleet.url, apiKey: 'key', timeoutMs: 5_000 },
    nomad: { url: nomad.url, token: '' },
    outbound: { allow: [praxedo.domain] },
  });
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(async () => {
  await t.close();
  await Promise.all([webfleet.close(), nomad.close(), praxedo.close()]);
});

type Call = { method?: 'GET' | 'POST' | 'PATCH'; url: string; login: string; payload?: object };
const call = async ({ method = 'GET', url, login, payload }: Call) => {
  const response = await t.app.inject({ method, url, payload, headers: await t.bearer(login) });
  responses.push(response.body);
  return response;
};
const patch = (login: string, id: number, payload: object) =>
  call({ method: 'PATCH', url: `/api/accounts/${id}`, login, payload });
const test = (login: string, id: number, connector: string, payload: object = {}) =>
  call({ method: 'POST', url: `/api/accounts/${id}/connectors/${connector}/test`, login, payload });

describe('connector configurations through GET/PATCH /api/accounts/{id}', () => {
  it('saves the three configurations, seals the secrets and never answers them', async () => {
    const saved = await patch('depanneur', depanneur, {
      ttwConfiguration: {
        active: true,
        customer: 'martin',
        user: 'api',
        password: SECRETS[0],
        missionBreakingMinute: 15,
      },
      nomadConfiguration: {
        active: true,
        agreementCode: 'AGR-1',
        token: SECRETS[1],
        realTimeReportAllowed: true,
      },
      praxedoConfiguration: {
        active: false,
        webServiceDomain: praxedo.domain,
        user: 'prx',
        password: SECRETS[2],
        webUser: 'web',
        webPassword: SECRETS[3],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ttwActive: true,
      nomadActive: true,
      praxedoActive: false,
      ttwConfiguration: {
        active: true,
        customer: 'martin',
        user: 'api',
        passwordSet: true,
        missionBreakingMinute: 15,
        checkServerSecond: 60,
      },
      nomadConfiguration: {
        active: true,
        agreementCode: 'AGR-1',
        tokenSet: true,
        realTimeReportAllowed: true,
      },
      praxedoConfiguration: {
        active: false,
        user: 'prx',
        passwordSet: true,
        webUser: 'web',
        webPasswordSet: true,
      },
    });
    const rows = await t.database.db
      .select()
      .from(connectorConfigurations)
      .where(eq(connectorConfigurations.accountId, depanneur));
    const stored = JSON.stringify(rows);
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    const ttw = rows.find((row) => row.kind === 'WEBFLEET')!;
    expect(t.app.secretBox.open(ttw.secrets.password!)).toBe(SECRETS[0]);
  });

  it('keeps a stored secret when the field is empty or absent, and answers only what is stored', async () => {
    const kept = await patch('depanneur', depanneur, { ttwConfiguration: { password: '', user: 'api' } });
    expect(kept.json().ttwConfiguration).toMatchObject({ passwordSet: true, user: 'api' });
    const shown = await call({ url: `/api/accounts/${depanneur}`, login: 'depanneur' });
    expect(shown.json().praxedoConfiguration.webPasswordSet).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(connectorConfigurations)
      .where(
        and(eq(connectorConfigurations.accountId, depanneur), eq(connectorConfigurations.kind, 'WEBFLEET')),
      );
    expect(t.app.secretBox.open(row!.secrets.password!)).toBe(SECRETS[0]);
  });

  it('refuses Nomad on a non-DEPANNEUR account (400), a bad field (400), an operator (403), another account (404)', async () => {
    const mission = await accountIdOf(t, 'mission');
    const refused = await patch('mission', mission, { nomadConfiguration: { active: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('Le connecteur Nomad est réservé aux comptes dépanneurs');
    const bad = await patch('depanneur', depanneur, { ttwConfiguration: { checkServerSecond: 5 } });
    expect(bad.statusCode).toBe(400);
    const domain = await patch('depanneur', depanneur, {
      praxedoConfiguration: { webServiceDomain: 'http://x/y' },
    });
    expect(domain.statusCode).toBe(400);
    expect(domain.json().error_description).toContain('Domaine du service web non valide');
    expect((await patch('operateur', depanneur, { ttwConfiguration: { active: false } })).statusCode).toBe(
      403,
    );
    expect((await test('operateur', depanneur, 'webfleet')).statusCode).toBe(403);
    const other = await accountIdOf(t, 'moreau');
    expect((await patch('depanneur', other, { ttwConfiguration: { active: false } })).statusCode).toBe(404);
    expect((await test('depanneur', other, 'webfleet')).statusCode).toBe(404);
    expect((await test('depanneur', depanneur, 'pigeon')).statusCode).toBe(400);
  });

  it('lets a supervisor configure its managed accounts', async () => {
    const managed = await patch('superviseur', depanneur, { praxedoConfiguration: { user: 'prx' } });
    expect(managed.statusCode).toBe(200);
    expect(managed.json().praxedoConfiguration.passwordSet).toBe(true);
  });
});

describe('POST /api/accounts/{id}/connectors/{connector}/test', () => {
  it('answers ok with the stored credentials, and a French reason with wrong unsaved ones', async () => {
    expect((await test('depanneur', depanneur, 'webfleet')).json()).toEqual({
      ok: true,
      message: 'Connexion réussie',
    });
    const wrong = await test('depanneur', depanneur, 'webfleet', { password: 'nope' });
    expect(wrong.json()).toEqual({
      ok: false,
      message: 'Webfleet a refusé la synchronisation : Identifiants non valides (code 8011)',
    });
    expect((await test('depanneur', depanneur, 'nomad')).json().ok).toBe(true);
    const badToken = await test('depanneur', depanneur, 'nomad', { token: 'other' });
    expect(badToken.json()).toMatchObject({ ok: false });
    expect(badToken.json().message).toContain('Nomad a refusé la demande (HTTP 401)');
    expect((await test('depanneur', depanneur, 'praxedo')).json().ok).toBe(true);
    expect((await test('depanneur', depanneur, 'praxedo', { password: 'x' })).json()).toEqual({
      ok: false,
      message: 'Praxedo a refusé les identifiants',
    });
    // The test saved nothing: the stored password still works.
    expect((await test('depanneur', depanneur, 'webfleet')).json().ok).toBe(true);
  });

  it('says what is missing', async () => {
    const lille = await accountIdOf(t, 'moreau');
    const response = await test('moreau', lille, 'webfleet', { customer: 'x' });
    expect(response.json()).toEqual({ ok: false, message: 'À renseigner : utilisateur, mot de passe' });
  });
});

describe('secrets never leave the server', () => {
  it('appears in no response of this file', () => {
    expect(responses.length).toBeGreaterThan(10);
    for (const body of responses) for (const secret of SECRETS) expect(body).not.toContain(secret);
  });
});
