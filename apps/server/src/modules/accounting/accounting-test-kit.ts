import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/harness.ts';

/**
 * What the accounting and customer tests share: calls as a demo login, and a second user of a
 * demo account with another role (its password is its login, like the demo users').
 */
export function accountingTestKit(t: TestContext) {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    login: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.bearer(login),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    get: (url: string, login = 'depanneur') => call('GET', url, login),
    post: (url: string, payload: unknown, login = 'depanneur') => call('POST', url, login, payload),
    patch: (url: string, payload: unknown, login = 'depanneur') => call('PATCH', url, login, payload),
    del: (url: string, login = 'depanneur') => call('DELETE', url, login),
    async addUser(colleagueOf: string, login: string, role: string) {
      const [colleague] = await t.database.db.select().from(users).where(eq(users.login, colleagueOf));
      await t.database.db.insert(users).values({
        accountId: colleague!.accountId,
        login,
        name: login,
        email: `${login}@example.fr`,
        role,
        passwordHash: await bcrypt.hash(login, 4),
      });
      return colleague!.accountId;
    },
    async accountIdOf(login: string) {
      const [user] = await t.database.db.select().from(users).where(eq(users.login, login));
      return user!.accountId;
    },
  };
}
