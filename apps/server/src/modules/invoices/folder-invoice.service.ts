import { and, eq, sql } from 'drizzle-orm';
import {
  assistanceProviderLabels,
  centsToNumber,
  CreationOrigine,
  itemTotals,
  decimalPlaces,
  folderInvoiceBlocker,
  parisToday,
  ValorisationState,
  type Invoice,
  type Place,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, folders, legalEntities, vatRates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { takeCustomerCode } from '../customers/customer-code.ts';
import { commitFolderChange } from '../folder-core/index.ts';
import type { InvoiceDraft } from './invoice-build.ts';
import { loadSeller } from './invoice-references.ts';
import { folderInvoice } from './invoices.repository.ts';
import { createDraftIn, loadInvoice } from './invoices.service.ts';

type FolderRow = typeof folders.$inferSelect;
const SETTLED: string[] = [ValorisationState.ACCEPTEE, ValorisationState.VALIDEE];

/**
 * Who a folder is billed to: the assistance company that ordered it (one customer per company,
 * found by its name, created the first time), else the folder's customer, the caller who pays
 * (a new customer from the folder's customer place). The invoice takes the customer's payment
 * mode, as the customer picker does, so its terms and due date are the customer's.
 */
async function folderCustomer(tx: Tx, accountId: number, folder: FolderRow): Promise<InvoiceDraft['client']> {
  const provider = folder.assistanceProvider;
  const companyName = provider
    ? (assistanceProviderLabels[provider] ?? provider)
    : (folder.customerPlace?.companyName ?? null);
  if (provider) {
    // Two folders of one company invoiced at once: the second waits and finds the first's customer.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [found] = await tx
      .select({ id: legalEntities.id, modeReglementId: legalEntities.modeReglementId })
      .from(legalEntities)
      .where(
        and(
          eq(legalEntities.accountId, accountId),
          sql`${legalEntities.headQuarterPlace}->>'companyName' = ${companyName}`,
        ),
      )
      .limit(1);
    if (found) return { id: found.id, modeReglementId: found.modeReglementId };
  }
  const place = (provider ? { companyName } : { ...folder.customerPlace }) as Place;
  const prefix = (await loadSeller(tx, accountId)).prefixCustomer;
  const [created] = await tx
    .insert(legalEntities)
    .values({
      accountId,
      code: await takeCustomerCode(tx, accountId, prefix),
      headQuarterPlace: place,
      facturationPlace: place,
    })
    .returning({ id: legalEntities.id });
  return { id: created!.id };
}

/** A folder its customer pays whose valorisation « Reprendre dans la valorisation » wrote (issue 32). */
const pricedByGrid = (folder: FolderRow) =>
  !folder.assistanceProvider &&
  folder.valorisation?.nature === 'PRESTATAIRE' &&
  folder.valorisation.items.length > 0;

const fitsInvoiceLine = (price: number, quantity: number) =>
  quantity > 0 && decimalPlaces(price) <= 2 && decimalPlaces(quantity) <= 3;

/**
 * Every included line of the valorisation, as the valorisation counts it (excluded lines count
 * for nothing there, so they are not billed), VAT codes matched by rate. A priced line keeps its
 * quantity and unit price when the invoice can write them exactly (price to the cent, quantity to
 * the thousandth); otherwise, and for a fixed total, it is one unit at the line's HT. A negative
 * line (« Franchise client ») is a negative quantity at a positive price: EN 16931 allows a
 * negative BT-129 and line net amount but never a negative net price (BR-27), and a line keeps
 * its own VAT rate, where a document allowance (BG-20) would need one per rate. Each line's HT is
 * then the valorisation's to the cent, and its VAT per rate too (valorisationTotals): the totals
 * are the validated ones.
 */
async function linesOf(tx: Tx, accountId: number, folder: FolderRow): Promise<InvoiceDraft['articles']> {
  const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, accountId));
  const rateId = (taux: number | null) => {
    if (!taux) return null;
    const found = rates.find((r) => r.taux != null && Number(r.taux) === taux);
    if (!found)
      throw new Conflict(
        `Aucun code TVA du compte n'a le taux de la valorisation (${taux.toLocaleString('fr-FR')} %) : créez-en un dans Paramètres › Comptabilité.`,
      );
    return found.id;
  };
  return (folder.valorisation?.items ?? [])
    .filter((item) => item.inclus)
    .map((item) => {
      const line = { nom: item.libelle.slice(0, 200), tvaId: rateId(item.tauxTva) };
      const sign = item.valorisationNegative ? -1 : 1;
      const { prixUnitaire: price, quantite: quantity } = item;
      if (price != null && quantity != null && fitsInvoiceLine(price, quantity))
        return { ...line, quantity: sign * quantity, montantHT: price };
      const htCents = itemTotals(item).htCents;
      return { ...line, quantity: sign, montantHT: centsToNumber(htCents < 0n ? -htCents : htCents) };
    });
}

/**
 * POST /api/folders/{id}/facturer: a draft invoice dated today for the folder's customer, from the
 * accepted (or validated) valorisation of an assisteur's folder, empty for a folder without one. The folder gets the invoice's number
 * when it is issued; until then « Facturer » opens the same draft again.
 */
export async function invoiceFolder(db: Db, auth: AuthContext, folderId: number): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const [folder] = await tx
      .select()
      .from(folders)
      .where(and(eq(folders.accountId, auth.accountId), eq(folders.id, folderId)))
      .for('update');
    if (!folder) throw new NotFound("Le dossier demandé n'existe pas");
    const existing = await folderInvoice(tx, folderId);
    if (existing?.state === 'DRAFT') return loadInvoice(tx, auth.accountId, existing.id);
    const blocker = folderInvoiceBlocker({
      ...folder,
      numeroFacture: existing?.code ?? folder.numeroFacture,
    });
    if (blocker) throw new Conflict(blocker);
    const draft: InvoiceDraft = {
      date: parisToday(),
      client: await folderCustomer(tx, auth.accountId, folder),
      // Without a settled valorisation (a folder without an assisteur) the operator types the lines,
      // unless « Calculer le prix » filled its valorisation (issue 32): those lines are billed.
      articles:
        SETTLED.includes(folder.valorisationState ?? '') || pricedByGrid(folder)
          ? await linesOf(tx, auth.accountId, folder)
          : [],
    };
    const id = await createDraftIn(tx, auth.accountId, draft, { folderId });
    await commitFolderChange(tx, folder, {
      events: [{ text: 'Brouillon de facture créé depuis le dossier' }],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadInvoice(tx, auth.accountId, id);
  });
}
