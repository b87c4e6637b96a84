import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accounts,
  articles,
  familles,
  favouritePlaces,
  folderDocuments,
  folderEvents,
  folders,
  invoices,
  legalEntities,
  missions,
  paymentModes,
  paymentTypes,
  reportConfigurations,
  things,
  trucks,
  vatRates,
} from '../db/schema/index.ts';
import type { TestContext } from './harness.ts';

/**
 * Real ids of one account for every path parameter, so that a request made from a route's
 * pattern reaches its handler (and its database) instead of stopping at « not found ». A path
 * parameter is named by the segment before it: `/api/folders/:id/documents/:documentId` takes
 * `folders` then `documents`, both of one document. An account without such a row gets ids
 * inserted here (an editable VAT code, a customer, an invoice…); otherwise the id is nobody's.
 */
export type RouteIds = (url: string) => string;

/** The id a path gets when the account has no such row: valid, and nobody's. */
const NOT_FOUND = 2_147_483_647;

export async function routeIdsOf(t: TestContext, accountId: number): Promise<RouteIds> {
  const db = t.database.db;
  const first = async (table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number | undefined> => {
    const [row] = await db.select({ id }).from(table).where(where).orderBy(asc(id)).limit(1);
    return row?.id as number | undefined;
  };
  const editable = async (
    table: typeof vatRates | typeof paymentModes | typeof paymentTypes | typeof familles | typeof articles,
    values: Record<string, unknown>,
  ) =>
    (await first(table, table.id, and(eq(table.accountId, accountId), eq(table.readOnly, false)))) ??
    (
      await db
        .insert(table)
        .values({ accountId, ...values } as never)
        .returning({ id: table.id })
    )[0]!.id;

  const [withMission] = await db
    .select({ id: folders.id, orderNo: folders.orderNo })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(eq(missions.accountId, accountId))
    .orderBy(asc(missions.id))
    .limit(1);
  const [document] = await db
    .select({ id: folderDocuments.id, folderId: folderDocuments.folderId })
    .from(folderDocuments)
    .innerJoin(folders, eq(folders.id, folderDocuments.folderId))
    .where(eq(folders.accountId, accountId))
    .limit(1);
  const [event] = await db
    .select({ id: folderEvents.id, folderId: folderEvents.folderId })
    .from(folderEvents)
    .innerJoin(folders, eq(folders.id, folderEvents.folderId))
    .where(eq(folders.accountId, accountId))
    .limit(1);
  const report =
    (await first(
      reportConfigurations,
      reportConfigurations.id,
      eq(reportConfigurations.accountId, accountId),
    )) ??
    (
      await db
        .insert(reportConfigurations)
        .values({ accountId, name: 'Sondes', type: 'DAILY', frequency: 'DAILY' })
        .returning({ id: reportConfigurations.id })
    )[0]!.id;
  const place =
    (await first(
      favouritePlaces,
      favouritePlaces.id,
      and(eq(favouritePlaces.accountId, accountId), eq(favouritePlaces.readOnly, false)),
    )) ??
    (
      await db
        .insert(favouritePlaces)
        .values({ accountId, label: 'Sonde', place: {} as never })
        .returning({ id: favouritePlaces.id })
    )[0]!.id;
  const customer =
    (await first(legalEntities, legalEntities.id, eq(legalEntities.accountId, accountId))) ??
    (
      await db.insert(legalEntities).values({ accountId, code: 'SONDE' }).returning({ id: legalEntities.id })
    )[0]!.id;
  const invoice =
    (await first(invoices, invoices.id, eq(invoices.accountId, accountId))) ??
    (
      await db
        .insert(invoices)
        .values({
          accountId,
          code: 'SONDE-999999',
          sequenceValue: 999_999,
          date: '2026-01-01',
          dueDate: '2026-01-01',
          customerId: customer,
          totalHT: '0',
          totalTVA: '0',
          totalTTC: '0',
          vatBreakdown: [],
        })
        .returning({ id: invoices.id })
    )[0]!.id;
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  const ids: Record<string, number | string | undefined> = {
    folders: withMission?.id,
    reports: withMission?.orderNo,
    missions: await first(missions, missions.id, eq(missions.accountId, accountId)),
    trucks: await first(trucks, trucks.id, eq(trucks.accountId, accountId)),
    places: place,
    things: await first(things, things.id, eq(things.accountId, accountId)),
    factures: invoice,
    tva: await editable(vatRates, { code: 'SONDE', nom: 'Sonde', taux: '20.00' }),
    modeReglements: await editable(paymentModes, { nom: 'Sonde' }),
    typeReglements: await editable(paymentTypes, { nom: 'Sonde' }),
    familles: await editable(familles, { code: 'SONDE', nom: 'Sonde' }),
    articles: await editable(articles, { code: 'SONDE', nom: 'Sonde' }),
    legalentities: customer,
    accounts: account?.id,
    reportConfigurations: report,
    referentials: 'FOLDER_STATE',
    connectors: 'praxedo',
  };
  return (url) => {
    // Documents and events are reached through their own folder.
    const folderOf = url.includes('/documents/')
      ? document?.folderId
      : url.includes('/events/')
        ? event?.folderId
        : undefined;
    const local = { ...ids, documents: document?.id, events: event?.id, folders: folderOf ?? ids.folders };
    return url.replace(/([^/]+)\/:[A-Za-z0-9_]+/g, (_match, segment: string) => {
      const value = local[segment as keyof typeof local];
      return `${segment}/${value ?? NOT_FOUND}`;
    });
  };
}
