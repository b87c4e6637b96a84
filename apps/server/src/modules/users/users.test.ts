import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TAKEN_MESSAGE } from '@plateau/contracts';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let hash10: string;
beforeAll(async () => {
  t = await createTestApp();
  hash10 = await bcrypt.hash('secret-chauffeur', 10);
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'PATCH'; url: string; login: string; payload?: object };
const call = async ({ method = 'GET', url, login, payload }: Call) =>
  t.app.inject({ method, url, payload, headers: await t.bearer(login) });
const accountIdOf = async (login: string): Promise<number> =>
  (await call({ url: '/api/account', login })).json().id;
const patchUsers = async (login: string, accountId: number, payload: object) =>
  call({ method: 'PATCH', url: `/api/accounts/${accountId}/users`, login, payload });
const tokenForm = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('GET /api/accounts/{id}/users', () => {
  it('lists the users by login, without password hashes', async () => {
    const id = await accountIdOf('depanneur');
    const response = await call({ url: `/api/accounts/${id}/users`, login: 'depanneur' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // The driver app's demo login (issue 21), linked to an agent and a truck.
      {
        id: expect.any(Number),
        name: 'chauffeur',
        email: null,
        role: 'CHAUFFEUR',
        agentId: expect.any(Number),
        truckId: expect.any(Number),
      },
      {
        id: expect.any(Number),
        name: 'depanneur',
        email: 'julien.martin@depannage-martin.fr',
        role: 'ADMIN',
        agentId: null,
        truckId: null,
      },
      {
        id: expect.any(Number),
        name: 'operateur',
        email: 'lucas.girard@depannage-martin.fr',
        role: 'OPERATEUR',
        agentId: null,
        truckId: null,
      },
    ]);
    expect(response.body).not.toContain('$2');
  });

  it("answers a supervisor for a managed account, and 404 for another's", async () => {
    const managed = await accountIdOf('mission');
    expect((await call({ url: `/api/accounts/${managed}/users`, login: 'superviseur' })).statusCode).toBe(
      200,
    );
    const foreign = await accountIdOf('assisteur');
    expect((await call({ url: `/api/accounts/${foreign}/users`, login: 'superviseur' })).statusCode).toBe(
      404,
    );
    expect((await call({ url: `/api/accounts/${foreign}/users`, login: 'mission' })).statusCode).toBe(404);
  });
});

describe('GET /api/accounts/check-login', () => {
  it("tells whether a login is taken in the caller's account, and by whom", async () => {
    const own = (
      await call({ url: `/api/accounts/${await accountIdOf('depanneur')}/users`, login: 'depanneur' })
    )
      .json()
      .find((user: { name: string }) => user.name === 'depanneur');
    const taken = await call({ url: '/api/accounts/check-login?login=depanneur', login: 'depanneur' });
    expect(taken.json()).toEqual({ exists: true, id: own.id });
    const free = await call({ url: '/api/accounts/check-login?login=personne', login: 'depanneur' });
    expect(free.json()).toEqual({ exists: false, id: null });
    const empty = await call({ url: '/api/accounts/check-login?login=', login: 'depanneur' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_description).toContain('Le login est obligatoire');
  });

  it("says nothing of another account's logins, and still refuses them at creation without naming the account", async () => {
    const elsewhere = await call({ url: '/api/accounts/check-login?login=assisteur', login: 'depanneur' });
    expect(elsewhere.json()).toEqual({ exists: false, id: null });
    const duplicate = await patchUsers('depanneur', await accountIdOf('depanneur'), {
      added: [{ name: 'assisteur', email: null, role: 'OPERATEUR', passwordHash: hash10 }],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_description).toBe(LOGIN_TAKEN_MESSAGE);
  });
});

describe('PATCH /api/accounts/{id}/users', () => {
  it('adds, changes and removes users; a removed user can no longer refresh', async () => {
    const id = await accountIdOf('mission');
    const added = await patchUsers('mission', id, {
      added: [
        { name: 'chauffeur1', email: 'c1@transports-lefevre.fr', role: 'OPERATEUR', passwordHash: hash10 },
        { name: 'chauffeur2', email: null, role: 'OPERATEUR', passwordHash: hash10 },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((u: { name: string }) => u.name)).toEqual([
      'chauffeur1',
      'chauffeur2',
      'mission',
    ]);
    const session = await tokenForm({
      grant_type: 'password',
      username: 'chauffeur2',
      password: 'secret-chauffeur',
    });
    expect(session.statusCode).toBe(200);

    const [c1, c2] = added.json();
    const changed = await patchUsers('mission', id, {
      changed: [{ id: c1.id, name: 'chef.equipe', role: 'ADMIN' }],
      removed: [c2.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([
      {
        id: c1.id,
        name: 'chef.equipe',
        email: 'c1@transports-lefevre.fr',
        role: 'ADMIN',
        agentId: null,
        truckId: null,
      },
      expect.objectContaining({ name: 'mission' }),
    ]);
    const refresh = await tokenForm({
      grant_type: 'refresh_token',
      refresh_token: session.json().refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it("a changed password ends the user's sessions and the new one signs in", async () => {
    const id = await accountIdOf('mission');
    const [user] = (
      await patchUsers('mission', id, {
        added: [{ name: 'relais', email: null, role: 'OPERATEUR', passwordHash: hash10 }],
      })
    ).json();
    const session = await tokenForm({
      grant_type: 'password',
      username: 'relais',
      password: 'secret-chauffeur',
    });
    const newHash = await bcrypt.hash('nouveau-secret', 10);
    const relais = (await call({ url: `/api/accounts/${id}/users`, login: 'mission' }))
      .json()
      .find((u: { name: string }) => u.name === 'relais');
    expect(user).toBeDefined();
    expect(
      (await patchUsers('mission', id, { changed: [{ id: relais.id, passwordHash: newHash }] })).statusCode,
    ).toBe(200);
    const refresh = await tokenForm({
      grant_type: 'refresh_token',
      refresh_token: session.json().refresh_token,
    });
    expect(refresh.statusCode).toBe(400);
    const signIn = await tokenForm({
      grant_type: 'password',
      username: 'relais',
      password: 'nouveau-secret',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers 409 for a taken login, in this patch or another account, and saves nothing', async () => {
    const id = await accountIdOf('mission');
    const before = (await call({ url: `/api/accounts/${id}/users`, login: 'mission' })).json();
    for (const added of [
      [{ name: 'assisteur', email: null, role: 'OPERATEUR', passwordHash: hash10 }],
      [
        { name: 'doublon', email: null, role: 'OPERATEUR', passwordHash: hash10 },
        { name: 'doublon', email: null, role: 'OPERATEUR', passwordHash: hash10 },
      ],
    ]) {
      const response = await patchUsers('mission', id, { added });
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toBe('Ce login est déjà utilisé.');
    }
    expect((await call({ url: `/api/accounts/${id}/users`, login: 'mission' })).json()).toEqual(before);
  });

  it('keeps an administrator and never removes the caller (409)', async () => {
    const id = await accountIdOf('iot');
    const [self] = (await call({ url: `/api/accounts/${id}/users`, login: 'iot' })).json();
    const demote = await patchUsers('iot', id, { changed: [{ id: self.id, role: 'OPERATEUR' }] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error_description).toBe('Le compte doit garder au moins un administrateur');
    const removeSelf = await patchUsers('iot', id, { removed: [self.id] });
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json().error_description).toBe('Vous ne pouvez pas supprimer votre propre utilisateur');
    // Another administrator may remove the last one only if one is left.
    const managed = await accountIdOf('atlantique');
    const [only] = (await call({ url: `/api/accounts/${managed}/users`, login: 'superviseur' })).json();
    const lastAdmin = await patchUsers('superviseur', managed, { removed: [only.id] });
    expect(lastAdmin.statusCode).toBe(409);
  });

  it('refuses plain passwords, weak or huge bcrypt costs and bad logins with a French 400', async () => {
    const id = await accountIdOf('mission');
    const weak = await bcrypt.hash('secret', 4);
    const user = (hash: string, name = 'nouveau') => ({
      added: [{ name, email: null, role: 'OPERATEUR', passwordHash: hash }],
    });
    for (const [payload, message] of [
      [user('secret'), 'Empreinte de mot de passe non valide'],
      [user(weak), 'Empreinte de mot de passe non valide'],
      [user(hash10.replace('$10$', '$31$')), 'Empreinte de mot de passe non valide'],
      [user(hash10, 'a b'), 'Le login doit faire au moins 2 caractères'],
      [
        { added: [{ name: 'x1', email: 'pas-un-mail', role: 'OPERATEUR', passwordHash: hash10 }] },
        'E-mail non valide',
      ],
      [{ added: [{ name: 'x2', email: null, role: 'COMPTABLE', passwordHash: hash10 }] }, 'Rôle non valide'],
      [{ removed: [2147483648] }, 'Identifiant non valide'],
    ] as const) {
      const response = await patchUsers('mission', id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
  });

  it("answers 404 for a user of another account, and for another account's list", async () => {
    const id = await accountIdOf('mission');
    const foreignUser = (
      await call({ url: `/api/accounts/${await accountIdOf('depanneur')}/users`, login: 'depanneur' })
    ).json()[0].id;
    expect((await patchUsers('mission', id, { removed: [foreignUser] })).statusCode).toBe(404);
    expect(
      (await patchUsers('mission', id, { changed: [{ id: foreignUser, role: 'OPERATEUR' }] })).statusCode,
    ).toBe(404);
    expect((await patchUsers('mission', await accountIdOf('depanneur'), { removed: [] })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 to an OPERATEUR on every users route', async () => {
    const id = await accountIdOf('depanneur');
    for (const c of [
      { url: `/api/accounts/${id}/users` },
      { method: 'PATCH' as const, url: `/api/accounts/${id}/users`, payload: { removed: [] } },
      { url: '/api/accounts/check-login?login=abc' },
    ]) {
      const response = await call({ ...c, login: 'operateur' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error_description).toBe(
        'Cette action est réservée aux administrateurs du compte',
      );
    }
  });
});
