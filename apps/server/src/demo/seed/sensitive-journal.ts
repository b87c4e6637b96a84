import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordJournal } from '../../modules/journal/journal.service.ts';

const DAY = 86_400_000;
/** What the nightly retention job writes when it found nothing to do (retention.service.ts). */
const NOTHING_TO_RETAIN =
  '0 dossier(s) anonymisé(s), 0 document(s) supprimé(s), positions de 0 mission(s) supprimées, 0 numéro(s) de SMS masqué(s), 0 lien(s) de suivi purgé(s)';

/** [account key, login of the actor (null: the server's nightly job), act, detail, days ago] */
type PastAct = [string, string | null, Parameters<typeof recordJournal>[2], string, number];

/**
 * The journal of sensitive acts of a fresh demo: what the first weeks of use would have written,
 * through the app's own `recordJournal` (append-only: these rows stay like any other).
 */
export async function seedSensitiveJournal(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const supervisorId = accountIds.get('superviseur')!;
  const fecMonth = new Date(Date.now() - 30 * DAY);
  const [year, month] = [fecMonth.getUTCFullYear(), String(fecMonth.getUTCMonth() + 1).padStart(2, '0')];
  const lastDay = new Date(Date.UTC(year, fecMonth.getUTCMonth() + 1, 0)).getUTCDate();
  const onBehalf = `Compte ouvert par un superviseur (compte n° ${supervisorId})`;
  const acts: PastAct[] = [
    ['depanneur', 'depanneur', 'USERS_CHANGE', 'ajout de operateur (OPERATEUR)', 20],
    ['depanneur', 'depanneur', 'CONNECTOR_SECRET_CHANGE', 'Secret du connecteur NOMAD changé', 14],
    [
      'depanneur',
      'depanneur',
      'FEC_EXPORT',
      `Export FEC du ${year}-${month}-01 au ${year}-${month}-${lastDay}`,
      6,
    ],
    ['mission', 'superviseur', 'ON_BEHALF_OPENING', onBehalf, 9],
    ['mission', 'mission', 'USERS_CHANGE', 'ajout de mission (ADMIN)', 25],
    ['bordeaux', 'superviseur', 'ON_BEHALF_OPENING', onBehalf, 4],
    ['bordeaux', 'dupont', 'CONNECTOR_SECRET_CHANGE', 'Secret du connecteur NOMAD changé', 11],
    ['lille', 'superviseur', 'ON_BEHALF_OPENING', onBehalf, 7],
    ['lille', 'bernard', 'CONNECTOR_SECRET_CHANGE', 'Secret du connecteur PRAXEDO changé', 15],
    ['nantes', 'superviseur', 'ON_BEHALF_OPENING', onBehalf, 3],
    ['nantes', 'atlantique', 'USERS_CHANGE', 'ajout de atlantique (ADMIN)', 18],
    // Every account: last night's retention run, which found nothing to do.
    ...[...accountIds.keys()].map((key): PastAct => [key, null, 'RETENTION_RUN', NOTHING_TO_RETAIN, 1]),
  ];
  const now = Date.now();
  for (const [index, [key, login, act, detail, daysAgo]] of acts.entries()) {
    const accountId = accountIds.get(key)!;
    // The supervisor acts from its own account: its user is looked up there.
    const userAccount = login === 'superviseur' ? supervisorId : accountId;
    const userId = login === null ? null : await userIdOf(tx, userAccount, login);
    // Spread over the working day, not all at one instant.
    const at = new Date(now - daysAgo * DAY - (index % 8) * 47 * 60_000);
    await recordJournal(tx, { accountId, userId }, act, detail, at);
  }
}

async function userIdOf(tx: DbOrTx, accountId: number, login: string): Promise<number> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.login, login)));
  return row!.id;
}
