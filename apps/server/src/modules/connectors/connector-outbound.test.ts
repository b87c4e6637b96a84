import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePraxedo, type FakePraxedo } from '../../demo/fakes/fake-praxedo-server.ts';
import { PRAXEDO_UNREACHABLE } from '../../adapters/praxedo/index.ts';
import type { Resolver } from '../../lib/outbound/outbound-guard.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  closedPort,
  forbiddenHosts,
  startCountingHttp,
  type CountingServer,
} from '../../test/outbound-fakes.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
/** On loopback and NOT in the allow list: nothing a tenant types may reach it. */
let victim: CountingServer;
let praxedo: FakePraxedo;
let other: FakePraxedo;
let failing: CountingServer;
let hanging: CountingServer;
let closed: number;
let depanneur: number;

/** Names as a resolver would answer them: one public, one on loopback, one on a private network. */
const resolve: Resolver = async (name) => {
  const table: Record<string, string> = {
    'intranet.example': '127.0.0.1',
    'private.example': '10.0.0.7',
    'public.example': '93.184.216.34',
  };
  if (!table[name]) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return [{ address: table[name], family: 4 }];
};

beforeAll(async () => {
  victim = await startCountingHttp(200);
  praxedo = await startFakePraxedo({ user: 'prx', password: 'prx-secret' });
  other = await startFakePraxedo({ user: 'prx', password: 'prx-secret' });
  failing = await startCountingHttp(500);
  hanging = await startCountingHttp('hang');
  closed = await closedPort();
  t = await createTestApp({
    outbound: {
      // The operator's OUTBOUND_ALLOW: the fakes, each on its own port; never the victim's.
      allow: [praxedo.domain, other.domain, ...[failing, hanging].map((s) => `127.0.0.1:${s.port}`)].concat(
        `127.0.0.1:${closed}`,
      ),
      resolve,
      timeoutMs: 1_500,
    },
  });
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(async () => {
  await t.close();
  await Promise.all([victim, failing, hanging, praxedo, other].map((server) => server.close()));
});

const headers = () => t.bearer('depanneur');
const save = async (praxedoConfiguration: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${depanneur}`,
    payload: { praxedoConfiguration },
    headers: await headers(),
  });
const check = async (form: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${depanneur}/connectors/praxedo/test`,
    payload: form,
    headers: await headers(),
  });

describe('the Praxedo domain, a setting of the tenant', () => {
  it('works with a host of the allow list, and the stored password is used for it', async () => {
    const saved = await save({ webServiceDomain: praxedo.domain, user: 'prx', password: 'prx-secret' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().praxedoConfiguration.passwordSet).toBe(true);
    expect((await check()).json()).toEqual({ ok: true, message: 'Connexion réussie' });
  });

  it.each(forbiddenHosts)('refuses %s, saved or tested, before any connection', async (host) => {
    const domain = `${host}:${victim.port}`;
    const saved = await save({ webServiceDomain: domain });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error_description).toBe('Adresse non autorisée');
    // Tested with the stored password and the host typed in the form, unsaved.
    const tested = await check({ webServiceDomain: domain });
    expect(tested.statusCode).toBe(400);
    expect(tested.json().error_description).toBe('Adresse non autorisée');
    expect(victim.connections()).toBe(0);
  });

  it('refuses a name that resolves to loopback or a private network', async () => {
    for (const name of ['intranet.example', 'private.example']) {
      expect((await save({ webServiceDomain: `${name}:${victim.port}` })).statusCode).toBe(400);
      const tested = await check({ webServiceDomain: `${name}:${victim.port}`, password: 'typed' });
      expect(tested.statusCode).toBe(400);
      expect(tested.json().error_description).toBe('Adresse non autorisée');
    }
    expect(victim.connections()).toBe(0);
    // Nothing was saved by the refusals: the stored domain is still the allowed fake.
    const account = await t.app.inject({ url: `/api/accounts/${depanneur}`, headers: await headers() });
    expect(account.json().praxedoConfiguration.webServiceDomain).toBe(praxedo.domain);
  });

  it('answers one message for a closed port, an HTTP error, a timeout and an unknown name', async () => {
    const answers = [];
    for (const domain of [
      `127.0.0.1:${closed}`,
      `127.0.0.1:${failing.port}`,
      `127.0.0.1:${hanging.port}`,
      'nowhere.example',
    ]) {
      const tested = await check({ webServiceDomain: domain, user: 'prx', password: 'typed' });
      expect(tested.statusCode).toBe(200);
      answers.push(tested.json());
    }
    expect(failing.requests).toHaveLength(1);
    expect(hanging.requests).toHaveLength(1);
    expect(answers).toEqual(Array(4).fill({ ok: false, message: PRAXEDO_UNREACHABLE }));
  });
});

describe('a stored secret is bound to its host', () => {
  it('a test with an unsaved host never uses the stored password', async () => {
    const tested = await check({ webServiceDomain: other.domain });
    expect(tested.json()).toEqual({ ok: false, message: 'À renseigner : mot de passe' });
    // Typed again, it goes there.
    expect((await check({ webServiceDomain: other.domain, password: 'prx-secret' })).json().ok).toBe(true);
    // The same host in another case is the same host: the stored password is used.
    expect((await check({ webServiceDomain: praxedo.domain.toUpperCase() })).json().ok).toBe(true);
  });

  it('changing the host without typing the secrets again clears them', async () => {
    const both = await save({ webServiceDomain: praxedo.domain, webUser: 'web', webPassword: 'web-secret' });
    expect(both.json().praxedoConfiguration).toMatchObject({ passwordSet: true, webPasswordSet: true });
    const moved = await save({ webServiceDomain: other.domain, password: 'prx-secret' });
    expect(moved.json().praxedoConfiguration).toMatchObject({
      webServiceDomain: other.domain,
      passwordSet: true,
      webPasswordSet: false,
    });
    const again = await save({ webServiceDomain: praxedo.domain });
    expect(again.json().praxedoConfiguration).toMatchObject({ passwordSet: false, webPasswordSet: false });
    // A patch that leaves the host alone keeps what is stored.
    await save({ password: 'prx-secret' });
    expect(
      (await save({ user: 'prx', webServiceDomain: praxedo.domain })).json().praxedoConfiguration,
    ).toMatchObject({
      passwordSet: true,
    });
  });
});
