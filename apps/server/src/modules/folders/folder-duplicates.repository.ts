import { and, desc, eq, gte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FolderDuplicate, FolderState } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { callerPhonesSql, folders, phoneKeySql, registrationKeySql } from '../../db/schema/index.ts';

export interface DuplicateKeys {
  accountId: number;
  /** registrationKey of the plate, or null when too short to say anything. */
  registration: string | null;
  /** phoneKey of each caller's phone worth comparing. */
  phones: string[];
  since: Date;
  endedStates: readonly FolderState[];
}

const DUPLICATES_LIMIT = 5;

/** The account's open folders created since `since` whose plate or a caller's phone has the same key. */
export async function findDuplicateFolders(db: DbOrTx, keys: DuplicateKeys): Promise<FolderDuplicate[]> {
  const samePlate =
    keys.registration === null ? sql`false` : sql`${registrationKeySql} = ${keys.registration}`;
  const phones = sql.join(
    [...new Set(keys.phones)].map((phone) => sql`${phone}`),
    sql`, `,
  );
  const samePhone: SQL =
    keys.phones.length === 0
      ? sql`false`
      : or(...callerPhonesSql.map((phone) => sql`${phoneKeySql(phone)} in (${phones})`))!;
  const rows = await db
    .select({
      id: folders.id,
      orderNo: folders.orderNo,
      externalNumber: folders.externalNumber,
      creationDateTime: folders.creationDateTime,
      plate: sql<boolean>`${samePlate}`,
      phone: sql<boolean>`${samePhone}`,
    })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, keys.accountId),
        gte(folders.creationDateTime, keys.since),
        notInArray(folders.folderState, [...keys.endedStates]),
        or(samePlate, samePhone),
      ),
    )
    .orderBy(desc(folders.creationDateTime), desc(folders.id))
    .limit(DUPLICATES_LIMIT);
  return rows.map(({ plate, phone, creationDateTime, ...row }) => ({
    ...row,
    creationDateTime: creationDateTime.toISOString(),
    matches: [...(plate ? (['registration'] as const) : []), ...(phone ? (['phone'] as const) : [])],
  }));
}
