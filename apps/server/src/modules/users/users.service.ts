import { eq, inArray } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  LOGIN_TAKEN_MESSAGE,
  SELF_REMOVAL_MESSAGE,
  type AccountUser,
  type AccountUsersPatch,
  type CheckLoginResult,
  type Role,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../account/account.repository.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  countAdmins,
  listAccountUsers,
  lockAccountUsers,
  loginHolder,
  loginOwner,
  endUserSessions,
} from './users.repository.ts';
import { recordJournal } from '../journal/journal.service.ts';
import { checkDriverLinks } from './driver-links.ts';
import { sessionCache } from '../../db/sessions/session-cache.ts';

/** The hash stays on the server; `name` is the login (spec 3 §3 User). */
const toUser = (row: UserRow): AccountUser => ({
  id: row.id,
  name: row.login,
  email: row.email,
  role: row.role as Role,
  agentId: row.agentId,
  truckId: row.truckId,
});

export async function getUsers(db: Db, auth: AuthContext, accountId: number): Promise<AccountUser[]> {
  return (await listAccountUsers(db, await resolveTargetAccount(db, auth, accountId))).map(toUser);
}

/**
 * Whether a login is taken in an account the caller administers (their own, or one their
 * supervising account manages), and by whom. A login of any other account is answered as free:
 * which logins other companies use is theirs. Creating it is still refused, by the unique login
 * (LOGIN_TAKEN_MESSAGE, which names no account).
 */
export async function checkLogin(db: Db, auth: AuthContext, login: string): Promise<CheckLoginResult> {
  const holder = await loginHolder(db, login);
  const visible =
    holder !== undefined &&
    (await resolveTargetAccount(db, auth, holder.accountId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound) return false;
        throw error;
      },
    ));
  return visible ? { exists: true, id: holder.id } : { exists: false, id: null };
}

/** Logins are unique across accounts: taken by another user, or twice in one patch. */
async function assertLoginsFree(tx: DbOrTx, wanted: Array<{ login: string; userId?: number }>) {
  const seen = new Set<string>();
  for (const { login, userId } of wanted) {
    const owner = await loginOwner(tx, login);
    if (seen.has(login) || (owner !== undefined && owner !== userId)) throw new Conflict(LOGIN_TAKEN_MESSAGE);
    seen.add(login);
  }
}

/**
 * Applies the added, changed and removed users together or not at all. The account keeps an
 * administrator, a user never removes themself, and a changed password or a removed user ends
 * that user's sessions at once; a changed role applies to their next request.
 */
export async function patchUsers(
  db: Db,
  auth: AuthContext,
  accountId: number,
  patch: AccountUsersPatch,
): Promise<AccountUser[]> {
  const target = await resolveTargetAccount(db, auth, accountId);
  if (patch.removed.includes(auth.userId)) throw new Conflict(SELF_REMOVAL_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      const touched = [...new Set([...patch.removed, ...patch.changed.map((user) => user.id)])];
      const found = await lockAccountUsers(tx, target, touched);
      if (found.length !== touched.length) throw new NotFound("Cet utilisateur n'existe pas");
      await assertLoginsFree(tx, [
        ...patch.changed.filter((u) => u.name !== undefined).map((u) => ({ login: u.name!, userId: u.id })),
        ...patch.added.map((u) => ({ login: u.name })),
      ]);
      if (patch.removed.length > 0) await tx.delete(users).where(inArray(users.id, patch.removed));
      for (const { id, name, ...rest } of patch.changed) {
        const columns = { ...rest, ...(name === undefined ? {} : { login: name }) };
        if (Object.keys(columns).length > 0) await tx.update(users).set(columns).where(eq(users.id, id));
      }
      await endUserSessions(
        tx,
        patch.changed.filter((u) => u.passwordHash !== undefined).map((u) => u.id),
      );
      if (patch.added.length > 0) {
        await tx.insert(users).values(
          patch.added.map((u) => ({
            accountId: target,
            login: u.name,
            name: u.name,
            email: u.email,
            role: u.role,
            passwordHash: u.passwordHash,
            agentId: u.agentId ?? null,
            truckId: u.truckId ?? null,
          })),
        );
      }
      if ((await countAdmins(tx, target)) === 0) throw new Conflict(LAST_ADMIN_MESSAGE);
      await recordJournal(
        tx,
        { accountId: target, userId: auth.userId },
        'USERS_CHANGE',
        usersChangeText(patch),
      );
      await checkDriverLinks(tx, target);
    });
  } catch (error) {
    // Two administrators adding the same login at once: the unique index decides.
    if (isUniqueViolation(error)) throw new Conflict(LOGIN_TAKEN_MESSAGE);
    throw error;
  }
  // This instance at once (the other instances hear the NOTIFY of the users' triggers).
  sessionCache(db).forget({ accountId: target });
  return (await listAccountUsers(db, target)).map(toUser);
}

/** What the journal says of a users' PATCH: logins and roles, never a password hash. */
function usersChangeText(patch: AccountUsersPatch): string {
  const parts = [
    ...patch.added.map((u) => `ajout de ${u.name} (${u.role})`),
    ...patch.changed.map((u) =>
      [
        `modification de l’utilisateur n° ${u.id}`,
        u.name === undefined ? '' : ` : login ${u.name}`,
        u.role === undefined ? '' : ` : rôle ${u.role}`,
        u.passwordHash === undefined ? '' : ' : mot de passe',
      ].join(''),
    ),
    ...patch.removed.map((id) => `suppression de l’utilisateur n° ${id}`),
  ];
  return parts.join(' ; ') || 'aucun changement';
}
