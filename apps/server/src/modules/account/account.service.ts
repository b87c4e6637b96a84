import { accountFlags, type Account, type AssistanceProvider, type BusinessNature } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext, Role, SessionContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';
import type { AccountRow } from './account.repository.ts';
import { cachedAccount } from './account-cache.ts';

export const AccountContext = {
  /** The context a token for the user acting as `account` carries (on behalf, with the user's own role). */
  of(user: { id: number; role: string; sessionEpoch: number }, account: AccountRow): SessionContext {
    return {
      userId: user.id,
      role: user.role as Role,
      sessionEpoch: user.sessionEpoch,
      accountId: account.id,
      nature: account.businessNature as BusinessNature,
      assistanceProvider: (account.assistanceProvider as AssistanceProvider | null) ?? null,
    };
  },
};

export function toAccountDto(row: AccountRow, role: Role): Account {
  const businessNature = row.businessNature as BusinessNature;
  return {
    id: row.id,
    name: row.name,
    businessNature,
    assistanceProvider: (row.assistanceProvider as AssistanceProvider | null) ?? null,
    place: row.place ?? null,
    nomadConfiguration: { id: row.nomadConfigurationId },
    ttwActive: row.ttwActive,
    nomadActive: row.nomadActive,
    praxedoActive: row.praxedoActive,
    ...accountFlags({ businessNature, nomadConfigurationId: row.nomadConfigurationId }),
    role,
  };
}

/** The row of the account the request acts as. */
export async function currentAccountRow(db: Db, auth: AuthContext): Promise<AccountRow> {
  const row = await cachedAccount(db, auth.accountId);
  if (!row) throw new NotFound("Ce compte n'existe plus");
  return row;
}

export async function getCurrentAccount(db: Db, auth: AuthContext): Promise<Account> {
  return toAccountDto(await currentAccountRow(db, auth), auth.role);
}
