import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ANONYMISED,
  identifierMatcher,
  maskTerm,
  type PersonalDataErasure,
  type PersonQuery,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import {
  agents,
  folderDocuments,
  idempotencyKeys,
  invoices,
  legalEntities,
  missions,
  personalDataExports,
  smsMessages,
  trackingLinks,
  users,
} from '../../db/schema/index.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';
import { anonymiseJson } from './anonymise.ts';
import { anonymiseFolders, anonymiseImports } from './anonymise-folders.ts';
import { eraseConditionTraces } from './erase-condition-traces.ts';
import { erasePaymentTraces } from './erase-payment-traces.ts';
import { eraseYardTraces } from './erase-yard-traces.ts';
import { personIdentifiers } from './person-identifiers.ts';
import { findPerson, type PersonFindings } from './person-search.ts';

type HoldsPerson = (text: string) => boolean;

/**
 * Erases a person (RGPD art. 17, issue 23 §3), in one transaction: their data becomes
 * « Anonymisé » wherever it was found, their documents and tracking links are deleted, the
 * folders' figures stay. Issued invoices and credit notes keep their legal content (kept 10
 * years) and are restricted, with the customer they name.
 */
export async function erasePerson(
  db: Db,
  actor: JournalActor & { userId: number },
  term: string,
  query: PersonQuery,
): Promise<PersonalDataErasure> {
  return db.transaction(async (tx) => {
    const found = await findPerson(tx, actor.accountId, query);
    const holdsPerson = identifierMatcher(await personIdentifiers(tx, query, found));
    const folderIds = found.folders.map((f) => f.id);
    const now = new Date();
    await anonymiseFolders(tx, folderIds, holdsPerson);
    const missionIds = folderIds.length
      ? (
          await tx.select({ id: missions.id }).from(missions).where(inArray(missions.folderId, folderIds))
        ).map((m) => m.id)
      : [];
    const trackingLinksDeleted = missionIds.length
      ? (await tx.delete(trackingLinks).where(inArray(trackingLinks.missionId, missionIds)).returning())
          .length
      : 0;
    const documentIds = found.documents.map((d) => d.id);
    if (documentIds.length) await tx.delete(folderDocuments).where(inArray(folderDocuments.id, documentIds));
    const smsIds = found.sms.map((s) => s.id);
    if (smsIds.length)
      await tx
        .update(smsMessages)
        .set({
          phone: ANONYMISED,
          text: ANONYMISED,
          dedupKey: sql`'anonymised:' || ${smsMessages.id}`,
          updatedAt: now,
        })
        .where(inArray(smsMessages.id, smsIds));
    await erasePaymentTraces(tx, actor.accountId, missionIds, holdsPerson);
    await eraseConditionTraces(tx, actor.accountId, missionIds, holdsPerson);
    const yardEntries = await eraseYardTraces(
      tx,
      found.yardEntries.map((entry) => entry.id),
    );
    const { restrictedInvoices, restrictedCustomers, customers } = await eraseCustomersAndInvoices(
      tx,
      found,
      holdsPerson,
      now,
    );
    for (const driver of found.drivers)
      await tx.update(agents).set({ name: ANONYMISED, phone: null }).where(eq(agents.id, driver.id));
    const erasedUsers = found.users.filter((u) => u.id !== actor.userId);
    for (const user of erasedUsers)
      await tx
        .update(users)
        .set({
          login: `anonymise-${user.id}`,
          name: ANONYMISED,
          email: null,
          passwordHash: `!${randomBytes(16).toString('hex')}`,
          sessionEpoch: sql`${users.sessionEpoch} + 1`,
        })
        .where(eq(users.id, user.id));
    await anonymiseImports(tx, actor.accountId, holdsPerson);
    await forgetCopies(tx, actor.accountId, holdsPerson);
    const result: PersonalDataErasure = {
      folders: folderIds.length,
      customers,
      restrictedCustomers,
      restrictedInvoices,
      sms: smsIds.length,
      documents: documentIds.length,
      trackingLinks: trackingLinksDeleted,
      drivers: found.drivers.length,
      users: erasedUsers.length,
      yardEntries,
    };
    await recordJournal(
      tx,
      actor,
      'PERSONAL_DATA_ERASURE',
      `Effacement de « ${maskTerm(term)} » : ${result.folders} dossier(s), ${result.customers} client(s) anonymisé(s), ` +
        `${result.restrictedCustomers} client(s) et ${result.restrictedInvoices} facture(s) restreints, ${result.sms} SMS, ` +
        `${result.documents} document(s), ${result.trackingLinks} lien(s) de suivi, ${result.drivers} chauffeur(s), ${result.users} utilisateur(s)` +
        (yardEntries ? `, ${yardEntries} véhicule(s) de fourrière` : ''),
    );
    return result;
  });
}

/**
 * Every customer card of the person is anonymised and its drafts deleted; one that issued invoices
 * name is restricted too (read-only), with those invoices: they keep their own copy of the buyer,
 * as the law asks, and stay listed, marked (issue 28 §2).
 */
async function eraseCustomersAndInvoices(tx: Tx, found: PersonFindings, holdsPerson: HoldsPerson, now: Date) {
  const drafts = found.invoices.filter((i) => i.state === 'DRAFT').map((i) => i.id);
  if (drafts.length) await tx.delete(invoices).where(inArray(invoices.id, drafts));
  const issued = found.invoices.filter((i) => i.state !== 'DRAFT');
  if (issued.length)
    await tx
      .update(invoices)
      .set({ restrictedAt: now })
      .where(
        inArray(
          invoices.id,
          issued.map((i) => i.id),
        ),
      );
  const invoiced = new Set(found.customers.filter((c) => c.hasInvoices).map((c) => c.id));
  for (const customer of found.customers) {
    await tx.delete(invoices).where(and(eq(invoices.customerId, customer.id), eq(invoices.state, 'DRAFT')));
    const [row] = await tx.select().from(legalEntities).where(eq(legalEntities.id, customer.id));
    if (!row) continue;
    await tx
      .update(legalEntities)
      .set({
        headQuarterPlace: anonymiseJson(
          row.headQuarterPlace,
          holdsPerson,
          true,
        ) as typeof row.headQuarterPlace,
        facturationPlace: anonymiseJson(
          row.facturationPlace,
          holdsPerson,
          true,
        ) as typeof row.facturationPlace,
        contactPlace1: anonymiseJson(row.contactPlace1, holdsPerson, true) as typeof row.contactPlace1,
        contactPlace2: anonymiseJson(row.contactPlace2, holdsPerson, true) as typeof row.contactPlace2,
        tvaIntracommunautaire: null,
        siren: null,
        restrictedAt: invoiced.has(customer.id) ? now : null,
        version: row.version + 1,
      })
      .where(eq(legalEntities.id, customer.id));
  }
  return {
    restrictedInvoices: issued.length,
    restrictedCustomers: invoiced.size,
    customers: found.customers.length,
  };
}

/** Copies of the person elsewhere: replayable answers of the last day, earlier exports. */
async function forgetCopies(tx: Tx, accountId: number, holdsPerson: HoldsPerson) {
  const answers = await tx
    .select({ id: idempotencyKeys.id, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.accountId, accountId));
  const stale = answers.filter((a) => a.body !== null && holdsPerson(a.body)).map((a) => a.id);
  if (stale.length) await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, stale));
  const exports = await tx
    .select({ id: personalDataExports.id, query: personalDataExports.query })
    .from(personalDataExports)
    .where(eq(personalDataExports.accountId, accountId));
  const old = exports.filter((e) => holdsPerson(e.query)).map((e) => e.id);
  if (old.length) await tx.delete(personalDataExports).where(inArray(personalDataExports.id, old));
}
