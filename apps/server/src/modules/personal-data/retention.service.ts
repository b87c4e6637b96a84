import { eq, inArray, sql } from 'drizzle-orm';
import {
  ANONYMISED,
  FOLDER_END_STATES,
  greatCircleMeters,
  identifierMatcher,
  MISSION_END_STATES,
  RETENTION_DEFAULTS,
  TRACKING_LINK_HOURS_AFTER_END,
  type RetentionSettings,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import {
  folderDocuments,
  missions,
  retentionSettings,
  smsMessages,
  trackingLinks,
} from '../../db/schema/index.ts';
import type { MissionPosition } from '../../db/schema/index.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';
import { anonymiseFolders } from './anonymise-folders.ts';
import { eraseYardTraces } from './erase-yard-traces.ts';
import { personIdentifiers } from './person-identifiers.ts';
import { rowsOf } from './person-sql.ts';

/** Rows changed per transaction: each batch commits on its own, so no busy table stays locked long. */
export const RETENTION_BATCH = 200;

export async function readRetention(db: Db, accountId: number): Promise<RetentionSettings> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.accountId, accountId));
  if (!row) return { ...RETENTION_DEFAULTS };
  return {
    closedFolderMonths: row.closedFolderMonths,
    positionMonths: row.positionMonths,
    smsNumberMonths: row.smsNumberMonths,
  };
}

export async function saveRetention(db: Db, actor: JournalActor, settings: RetentionSettings) {
  await db.transaction(async (tx) => {
    await tx
      .insert(retentionSettings)
      .values({ accountId: actor.accountId, ...settings })
      .onConflictDoUpdate({
        target: retentionSettings.accountId,
        set: { ...settings, updatedAt: new Date() },
      });
    await recordJournal(
      tx,
      actor,
      'RETENTION_SETTINGS',
      `Dossiers clos : ${settings.closedFolderMonths} mois, positions : ${settings.positionMonths} mois, numéros des SMS : ${settings.smsNumberMonths} mois`,
    );
  });
  return settings;
}

export interface RetentionReport {
  folders: number;
  documents: number;
  positions: number;
  smsNumbers: number;
  trackingLinks: number;
  /** Vehicles gone from the yard since the closed folders' period: their owner and taker erased. */
  yardEntries: number;
}

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const idList = (ids: number[]) => `{${ids.join(',')}}`;
const endStates = (states: readonly string[]) => `{${states.join(',')}}`;

/** The km a mission's positions drew, kept when they go. */
export function positionsKm(positions: MissionPosition[]): number {
  let meters = 0;
  for (let i = 1; i < positions.length; i++) meters += greatCircleMeters(positions[i - 1]!, positions[i]!);
  return Math.round(meters / 100) / 10;
}

/** Applies one account's retention periods, batch after batch, and journals what it did. */
export async function applyRetention(db: Db, accountId: number, now = new Date()): Promise<RetentionReport> {
  const settings = await readRetention(db, accountId);
  const report: RetentionReport = {
    folders: 0,
    documents: 0,
    positions: 0,
    smsNumbers: 0,
    trackingLinks: 0,
    yardEntries: 0,
  };
  const folderCutoff = monthsBefore(now, settings.closedFolderMonths);
  for (;;) {
    const batch = await rowsOf<{ id: number }>(
      db,
      sql`select id from folders where account_id = ${accountId} and anonymised_at is null
            and folder_state = any(${endStates(FOLDER_END_STATES)}::text[]) and updated_at < ${folderCutoff.toISOString()}::timestamptz
          order by id limit ${RETENTION_BATCH}`,
    );
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      const folders = batch.map((b) => ({ id: b.id, orderNo: '', customerName: null, registration: null }));
      const empty = {
        customers: [],
        invoices: [],
        sms: [],
        documents: [],
        drivers: [],
        users: [],
        yardEntries: [],
      };
      const ids = await personIdentifiers(tx, { kind: 'TEXT', words: [] }, { folders, ...empty });
      await anonymiseFolders(
        tx,
        batch.map((b) => b.id),
        identifierMatcher(ids),
      );
      const missionIds = sql`(select id from missions where folder_id = any(${idList(batch.map((b) => b.id))}::int[]))`;
      await tx.delete(trackingLinks).where(sql`${trackingLinks.missionId} in ${missionIds}`);
      await tx
        .update(smsMessages)
        .set({ phone: sql`regexp_replace(${smsMessages.phone}, '\\d(?=\\d{2})', '•', 'g')` })
        .where(sql`${smsMessages.missionId} in ${missionIds}`);
    });
    report.folders += batch.length;
  }
  for (;;) {
    const batch = await rowsOf<{ id: number }>(
      db,
      sql`select id from yard_entries where account_id = ${accountId} and status <> 'PRESENT'
            and exit_at < ${folderCutoff.toISOString()}::timestamptz and owner->>'name' is distinct from ${ANONYMISED}
          order by id limit ${RETENTION_BATCH}`,
    );
    if (!batch.length) break;
    await db.transaction((tx) =>
      eraseYardTraces(
        tx,
        batch.map((b) => b.id),
      ),
    );
    report.yardEntries += batch.length;
  }
  for (;;) {
    const deleted = await db
      .delete(folderDocuments)
      .where(
        sql`${folderDocuments.id} in (select d.id from folder_documents d join folders f on f.id = d.folder_id
            where d.account_id = ${accountId} and f.anonymised_at is not null limit ${RETENTION_BATCH})`,
      )
      .returning({ id: folderDocuments.id });
    const n = deleted.length;
    report.documents += n;
    if (n < RETENTION_BATCH) break;
  }
  const positionCutoff = monthsBefore(now, settings.positionMonths);
  for (;;) {
    const batch = await db
      .select({ id: missions.id, positions: missions.positions })
      .from(missions)
      .where(
        sql`${missions.accountId} = ${accountId} and ${missions.positions} <> '[]'::jsonb
          and coalesce(${missions.missionDateTime}, ${missions.creationDateTime}) < ${positionCutoff.toISOString()}::timestamptz`,
      )
      .limit(RETENTION_BATCH);
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      for (const m of batch)
        await tx
          .update(missions)
          .set({ positions: [], positionsKm: positionsKm(m.positions) })
          .where(eq(missions.id, m.id));
    });
    report.positions += batch.length;
  }
  const smsCutoff = monthsBefore(now, settings.smsNumberMonths);
  for (;;) {
    const batch = await rowsOf<{ id: number }>(
      db,
      sql`select id from sms_messages where account_id = ${accountId} and created_at < ${smsCutoff.toISOString()}::timestamptz
            and phone ~ '\\d{3}' limit ${RETENTION_BATCH}`,
    );
    if (!batch.length) break;
    await db
      .update(smsMessages)
      .set({ phone: sql`regexp_replace(${smsMessages.phone}, '\\d(?=\\d{2})', '•', 'g')` })
      .where(
        inArray(
          smsMessages.id,
          batch.map((b) => b.id),
        ),
      );
    report.smsNumbers += batch.length;
  }
  const expired = await db
    .delete(trackingLinks)
    .where(
      sql`${trackingLinks.accountId} = ${accountId} and ${trackingLinks.missionId} in (
        select m.id from missions m join folders f on f.id = m.folder_id
        where m.account_id = ${accountId}
          and (m.steps ? 'finished' or m.mission_state = any(${endStates(MISSION_END_STATES)}::text[])
            or f.folder_state = any(${endStates(FOLDER_END_STATES)}::text[]))
          and coalesce((m.steps->'finished'->>'dateTime')::timestamptz, f.updated_at)
            < ${new Date(now.getTime() - TRACKING_LINK_HOURS_AFTER_END * 3_600_000).toISOString()}::timestamptz)`,
    )
    .returning({ id: trackingLinks.id });
  report.trackingLinks = expired.length;
  if (Object.values(report).some((n) => n > 0)) {
    const actor: JournalActor = { accountId, userId: null };
    await recordJournal(
      db,
      actor,
      'RETENTION_RUN',
      `${report.folders} dossier(s) anonymisé(s), ${report.documents} document(s) supprimé(s), positions de ${report.positions} mission(s) supprimées, ${report.smsNumbers} numéro(s) de SMS masqué(s), ${report.trackingLinks} lien(s) de suivi purgé(s)` +
        (report.yardEntries ? `, ${report.yardEntries} véhicule(s) de fourrière anonymisé(s)` : ''),
    );
  }
  return report;
}

/** The nightly pass over every account. */
export async function applyRetentionEverywhere(db: Db, now = new Date()) {
  const accountIds = await rowsOf<{ id: number }>(db, sql`select id from accounts order by id`);
  for (const { id } of accountIds) await applyRetention(db, id, now);
}
