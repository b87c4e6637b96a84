import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTOR_DEMO_TITLE } from '@plateau/contracts';
import { startDemoConnectorFakes } from '../../demo/fakes/demo-connector-fakes.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
let fakes: Awaited<ReturnType<typeof startDemoConnectorFakes>>;
let depanneur: number;

beforeAll(async () => {
  // As main.ts starts the demo: no WEBFLEET_URL / NOMAD_URL, the built-in fakes instead.
  const config = loadConfig({});
  config.webfleet.url = undefined;
  config.nomad.url = undefined;
  fakes = await startDemoConnectorFakes(config);
  t = await createTestApp({ webfleet: config.webfleet, nomad: config.nomad, connectors: config.connectors });
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const test = async (connector: string, payload: object = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${depanneur}/connectors/${connector}/test`,
      payload,
      headers: await t.bearer('depanneur'),
    })
  ).json();

describe('connectors against the built-in fakes (the demo)', () => {
  it('connect as they come, saying it is the demonstration, not « Connexion impossible »', async () => {
    expect(CONNECTOR_DEMO_TITLE).toBe('Démonstration');
    expect(await test('webfleet')).toEqual({
      ok: true,
      demo: true,
      message: 'Connexion réussie au simulateur Webfleet intégré au serveur',
    });
    expect(await test('nomad')).toEqual({
      ok: true,
      demo: true,
      message: 'Connexion réussie au simulateur Nomad intégré au serveur',
    });
  });

  it('refuse wrong credentials typed, naming the fake’s own', async () => {
    const wrong = await test('webfleet', { customer: 'martin', user: 'api', password: 'nope' });
    expect(wrong).toMatchObject({ ok: false, demo: true });
    expect(wrong.message).toContain('Identifiants non valides');
    expect(wrong.message).toContain('utilisateur « plateau »');
    const token = await test('nomad', { agreementCode: 'AGR-DEMO', token: 'other' });
    expect(token).toMatchObject({ ok: false, demo: true });
    expect(token.message).toContain('jeton « nomad-demo-token »');
  });

  it('leave a connector without a fake (Praxedo) as it is', async () => {
    expect(await test('praxedo')).toEqual({
      ok: false,
      message: 'À renseigner : domaine du service web, utilisateur, mot de passe',
    });
  });
});

describe('the connectors shown by the account (issue 28 §5)', () => {
  const account = async () =>
    (await t.app.inject({ url: `/api/accounts/${depanneur}`, headers: await t.bearer('depanneur') })).json();

  it('say « Démonstration » (demo) while no credential is filled in, as the test button does', async () => {
    const before = await account();
    expect(before.ttwConfiguration.demo).toBe(true);
    expect(before.nomadConfiguration.demo).toBe(true);
    // No simulator for Praxedo: never a demonstration.
    expect(before.praxedoConfiguration.demo).toBe(false);
  });

  it('no longer once the account fills in its own credentials', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${depanneur}`,
      payload: { ttwConfiguration: { customer: 'martin', user: 'api', password: 'secret' } },
      headers: await t.bearer('depanneur'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().ttwConfiguration.demo).toBe(false);
    expect((await account()).nomadConfiguration.demo).toBe(true);
  });
});
