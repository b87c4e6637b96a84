import {
  ASSISTANCE_PROVIDER_REQUIRED,
  emptyLegalEntity,
  type AccountCreate,
  type AccountDetail,
  type AccountList,
  type AccountListQuery,
  type AccountPatch,
} from '@plateau/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import { findAccount, findManagedAccount } from '../account/account.repository.ts';
import { forgetAccount } from '../account/account-cache.ts';
import { sessionCache } from '../../db/sessions/session-cache.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import { createAccountingDefaults } from '../accounting/accounting-defaults.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import {
  checkConnectorHosts,
  saveConnectorPatches,
  withConnectors,
} from '../connectors/account-connectors.ts';
import { columnsOf, toAccountDetail, toAccountSummary } from './account-detail.ts';
import {
  insertManagedAccount,
  listManagedAccounts,
  listVatOptions,
  lockAccount,
  revokeAccountRefreshTokens,
  updateAccount,
} from './accounts.repository.ts';

const NOT_FOUND = "Ce compte n'existe pas";

export async function listAccounts(db: Db, auth: AuthContext, query: AccountListQuery): Promise<AccountList> {
  const { rows, total } = await listManagedAccounts(db, auth.accountId, query);
  return { rows: rows.map(toAccountSummary), total };
}

/** A new client account of the supervisor, with its invoicing identity and French accounting defaults. */
export async function createAccount(
  db: Db,
  config: Config,
  auth: AuthContext,
  body: AccountCreate,
): Promise<AccountDetail> {
  const row = await db.transaction(async (tx) => {
    const created = await insertManagedAccount(tx, auth.accountId, {
      name: body.name,
      businessNature: body.businessNature,
      assistanceProvider: body.businessNature === 'ASSISTEUR' ? (body.assistanceProvider ?? null) : null,
      legalEntity: emptyLegalEntity(),
    });
    await createAccountingDefaults(tx, created.id);
    return created;
  });
  return withConnectors(db, row, toAccountDetail, config);
}

export async function getAccount(
  db: Db,
  config: Config,
  auth: AuthContext,
  accountId: number,
): Promise<AccountDetail> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const row = await findAccount(db, target);
  if (!row) throw new NotFound(NOT_FOUND);
  return withConnectors(db, row, toAccountDetail, config);
}

/**
 * Saves what changed. Only a supervisor changes the nature of an account, and only of one it
 * manages (spec 3 §6): its own stays SUPERVISOR.
 */
export async function patchAccount(
  db: Db,
  config: Config,
  auth: AuthContext,
  accountId: number,
  { ttwConfiguration, nomadConfiguration, praxedoConfiguration, ...patch }: AccountPatch,
  secretBox: SecretBox,
  outbound: OutboundGuard,
): Promise<AccountDetail> {
  const target = await resolveTargetAccount(db, auth, accountId);
  // Outside the transaction: resolving a name may take a while.
  await checkConnectorHosts(outbound, { praxedoConfiguration });
  const changesNature = patch.businessNature !== undefined || patch.assistanceProvider !== undefined;
  if (changesNature && (auth.nature !== 'SUPERVISOR' || target === auth.accountId)) {
    throw new Forbidden("Seul un superviseur peut changer la nature d'un compte qu'il gère");
  }
  const row = await db.transaction(async (tx) => {
    const current = await lockAccount(tx, target);
    if (!current) throw new NotFound(NOT_FOUND);
    const columns = columnsOf(current, patch);
    const nature = columns.businessNature ?? current.businessNature;
    if (nature !== 'ASSISTEUR') columns.assistanceProvider = null;
    else if (!(columns.assistanceProvider ?? current.assistanceProvider)) {
      throw new Invalid(ASSISTANCE_PROVIDER_REQUIRED);
    }
    const defaultTvaId = patch.legalEntity?.defaultTvaId;
    if (defaultTvaId != null && !(await listVatOptions(tx, target)).some((vat) => vat.id === defaultTvaId)) {
      throw new Invalid("Ce code TVA n'existe pas dans le compte");
    }
    const connectors = { ttwConfiguration, nomadConfiguration, praxedoConfiguration };
    Object.assign(
      columns,
      await saveConnectorPatches(tx, current, nature, connectors, secretBox, {
        accountId: target,
        userId: auth.userId,
      }),
    );
    return updateAccount(tx, target, columns);
  });
  forgetAccount(db, target);
  // Its nature is read from the session state: this instance at once, the others by NOTIFY.
  sessionCache(db).forget({ accountId: target });
  return withConnectors(db, row, toAccountDetail, config);
}

/**
 * Deleting deactivates (nothing is destroyed by one click): the account can no longer sign in,
 * its sessions end at once (refresh and access tokens, WebSockets), and its data is kept.
 */
export async function deactivateAccount(db: Db, auth: AuthContext, accountId: number): Promise<void> {
  if (!(await findManagedAccount(db, auth.accountId, accountId))) throw new NotFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    await updateAccount(tx, accountId, { active: false });
    await revokeAccountRefreshTokens(tx, accountId);
  });
  forgetAccount(db, accountId);
  sessionCache(db).forget({ accountId });
}

export async function vatOptions(db: Db, auth: AuthContext, accountId: number) {
  return listVatOptions(db, await resolveTargetAccount(db, auth, accountId));
}
