import { and, eq, sql } from 'drizzle-orm';
import {
  assistanceProviderLabels,
  centsToNumber,
  CreationOrigine,
  itemTotals,
  numberToCents,
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
const BILLABLE_STATES: string[] = [ValorisationState.ACCEPTEE, ValorisationState.VALIDEE];

/**
 * Who a folder is billed to: the assistance company that ordered it (one customer per company,
 * found by its name, created the first time), else the caller named in the folder (a new customer
 * from the folder's customer place).
 */
async function folderCustomer(tx: Tx, accountId: number, folder: FolderRow): Promise<number> {
  const provider = folder.assistanceProvider;
  const companyName = provider
    ? (assistanceProviderLabels[provider] ?? provider)
    : (folder.customerPlace?.companyName ?? null);
  if (provider) {
    // Two folders of one company invoiced at once: the second waits and finds the first's customer.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [found] = await tx
      .select({ id: legalEntities.id })
      .from(legalEntities)
      .where(
        and(
          eq(legalEntities.accountId, accountId),
          sql`${legalEntities.headQuarterPlace}->>'companyName' = ${companyName}`,
        ),
      )
      .limit(1);
    if (found) return found.id;
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
  return created!.id;
}

/**
 * The accepted valorisation's included lines as invoice lines, VAT codes matched by rate. A priced
 * line keeps its quantity (to the thousandth) and unit price (to the cent); a line with a fixed
 * total, or a quantity too small to write, becomes one unit at the line's HT: never a division by
 * a quantity rounded to 0. The valorisation's bounds (rules/amount-bounds.ts) make each fit.
 */
async function linesOf(tx: Tx, accountId: number, folder: FolderRow): Promise<InvoiceDraft['articles']> {
  const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, accountId));
  const rateId = (taux: number | null) =>
    taux ? (rates.find((r) => r.taux != null && Number(r.taux) === taux)?.id ?? null) : null;
  return (folder.valorisation?.items ?? [])
    .filter((item) => item.inclus && !item.valorisationNegative)
    .map((item) => {
      const line = { nom: item.libelle.slice(0, 200), tvaId: rateId(item.tauxTva) };
      const quantity = item.quantite == null ? 0 : Math.round(item.quantite * 1000) / 1000;
      if (item.prixUnitaire != null && quantity > 0)
        return { ...line, quantity, montantHT: centsToNumber(numberToCents(item.prixUnitaire)) };
      return { ...line, quantity: 1, montantHT: centsToNumber(itemTotals(item).htCents) };
    });
}

/**
 * POST /api/folders/{id}/facturer: a draft invoice dated today for the folder's customer, from the
 * accepted (or validated) valorisation of a billable folder. The folder gets the invoice's number
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
    if (existing || folder.numeroFacture)
      throw new Conflict(`Ce dossier est déjà facturé (facture ${existing?.code ?? folder.numeroFacture})`);
    if (!folder.estFacturable) throw new Conflict("Ce dossier n'est pas facturable");
    if (!BILLABLE_STATES.includes(folder.valorisationState ?? ''))
      throw new Conflict('La valorisation du dossier doit être acceptée ou validée avant de le facturer');
    const customerId = await folderCustomer(tx, auth.accountId, folder);
    const draft: InvoiceDraft = {
      date: parisToday(),
      client: { id: customerId },
      articles: await linesOf(tx, auth.accountId, folder),
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
