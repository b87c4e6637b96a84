import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssistanceProvider, BusinessNature } from '@plateau/contracts';
import type { DbOrTx } from '../client.ts';
import { accounts, accountSupervisions, users } from '../schema/index.ts';
import type { Role, SessionContext } from '../../lib/access-token.ts';

/** What decides, at each request, whether a token still gives access, and with which rights. */
export interface SessionState {
  role: Role;
  sessionEpoch: number;
  /** The user's own account; the token's account differs when a supervisor acts on behalf. */
  homeAccountId: number;
  homeAccountActive: boolean;
  accountActive: boolean;
  nature: BusinessNature;
  assistanceProvider: AssistanceProvider | null;
  /** The token's account is the user's own, or one their account still supervises. */
  reachable: boolean;
}

const home = alias(accounts, 'home');

/** One round trip; undefined when the user or the account no longer exists. */
export async function loadSessionState(
  db: DbOrTx,
  userId: number,
  accountId: number,
): Promise<SessionState | undefined> {
  const [row] = await db
    .select({
      role: users.role,
      sessionEpoch: users.sessionEpoch,
      homeAccountId: users.accountId,
      homeAccountActive: home.active,
      accountActive: accounts.active,
      nature: accounts.businessNature,
      assistanceProvider: accounts.assistanceProvider,
      reachable: sql<boolean>`(${users.accountId} = ${accounts.id} or exists (
        select 1 from ${accountSupervisions}
        where ${accountSupervisions.supervisorAccountId} = ${users.accountId}
          and ${accountSupervisions.accountId} = ${accounts.id}))`,
    })
    .from(users)
    .innerJoin(home, eq(home.id, users.accountId))
    .innerJoin(accounts, eq(accounts.id, accountId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    ...row,
    role: row.role as Role,
    nature: row.nature as BusinessNature,
    assistanceProvider: (row.assistanceProvider as AssistanceProvider | null) ?? null,
  };
}

/**
 * The context a request acts with: the token says who, the current state says whether and with
 * which role and nature. Null when the session was taken away: the user removed, their password
 * changed (another epoch), their account or the token's account deactivated, or the supervision
 * an on-behalf token went through ended.
 */
export function currentAuth(token: SessionContext, state: SessionState | undefined): SessionContext | null {
  if (!state || state.sessionEpoch !== token.sessionEpoch) return null;
  if (!state.homeAccountActive || !state.accountActive || !state.reachable) return null;
  return { ...token, role: state.role, nature: state.nature, assistanceProvider: state.assistanceProvider };
}
