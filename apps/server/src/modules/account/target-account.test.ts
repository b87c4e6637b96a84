import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../lib/access-token.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { findUserByLogin } from './account.repository.ts';
import { resolveTargetAccount } from './target-account.ts';

let t: TestContext;
const contextOf = async (login: string, nature: AuthContext['nature']): Promise<AuthContext> => {
  const user = (await findUserByLogin(t.database.db, login))!;
  return { userId: user.id, accountId: user.accountId, nature, assistanceProvider: null, role: 'ADMIN' };
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('resolveTargetAccount', () => {
  it("is the caller's own account, a managed one for a supervisor, and not found otherwise", async () => {
    const supervisor = await contextOf('superviseur', 'SUPERVISOR');
    const depanneur = await contextOf('depanneur', 'DEPANNEUR');
    const assisteur = await contextOf('assisteur', 'ASSISTEUR');
    const db = t.database.db;
    expect(await resolveTargetAccount(db, depanneur, undefined)).toBe(depanneur.accountId);
    expect(await resolveTargetAccount(db, depanneur, depanneur.accountId)).toBe(depanneur.accountId);
    expect(await resolveTargetAccount(db, supervisor, depanneur.accountId)).toBe(depanneur.accountId);
    await expect(resolveTargetAccount(db, supervisor, assisteur.accountId)).rejects.toThrow(
      "Ce compte n'existe pas",
    );
    await expect(resolveTargetAccount(db, depanneur, supervisor.accountId)).rejects.toThrow(
      "Ce compte n'existe pas",
    );
  });
});
