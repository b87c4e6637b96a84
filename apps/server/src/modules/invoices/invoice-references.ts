import { and, eq, inArray } from 'drizzle-orm';
import { emptyLegalEntity, type AccountLegalEntity, type RegimeTva } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, articles, legalEntities, paymentModes, vatRates } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';

export type CustomerRow = typeof legalEntities.$inferSelect;
export type VatRateRow = typeof vatRates.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PaymentModeRow = typeof paymentModes.$inferSelect;

/** What an invoice points at, read within the account: another account's id is unknown here. */
export interface InvoiceReferences {
  customer: CustomerRow;
  mode: PaymentModeRow | null;
  rates: Map<number, VatRateRow>;
  articles: Map<number, ArticleRow>;
  seller: AccountLegalEntity;
  regime: RegimeTva;
}

interface ReferenceIds {
  customerId: number;
  /** undefined: the customer's payment mode. */
  modeReglementId?: number | null;
  tvaIds: number[];
  articleIds: number[];
}

export async function loadInvoiceReferences(
  db: DbOrTx,
  accountId: number,
  ids: ReferenceIds,
): Promise<InvoiceReferences> {
  const [customer] = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, ids.customerId)));
  if (!customer) throw new Invalid("Le client de la facture n'existe pas");
  // A body that names no payment mode takes the customer's terms (AXA: 45 jours fin de mois).
  const modeId = ids.modeReglementId === undefined ? customer.modeReglementId : ids.modeReglementId;
  const mode = modeId == null ? null : await loadMode(db, accountId, modeId);
  const rates = await byId(
    ids.tvaIds.length
      ? db
          .select()
          .from(vatRates)
          .where(and(eq(vatRates.accountId, accountId), inArray(vatRates.id, ids.tvaIds)))
      : Promise.resolve([]),
  );
  if (ids.tvaIds.some((id) => !rates.has(id))) throw new Invalid("Un code TVA d'une ligne n'existe pas");
  const found = await byId(
    ids.articleIds.length
      ? db
          .select()
          .from(articles)
          .where(and(eq(articles.accountId, accountId), inArray(articles.id, ids.articleIds)))
      : Promise.resolve([]),
  );
  if (ids.articleIds.some((id) => !found.has(id))) throw new Invalid("Un article d'une ligne n'existe pas");
  const seller = await loadSeller(db, accountId);
  const regime = (customer.regimeTva as RegimeTva | null) ?? seller.regimeTva ?? 'TVA_FRANCE';
  return { customer, mode, rates, articles: found, seller, regime };
}

async function loadMode(db: DbOrTx, accountId: number, id: number): Promise<PaymentModeRow> {
  const [mode] = await db
    .select()
    .from(paymentModes)
    .where(and(eq(paymentModes.accountId, accountId), eq(paymentModes.id, id)));
  if (!mode) throw new Invalid("Le mode de règlement n'existe pas");
  return mode;
}

export async function loadSeller(db: DbOrTx, accountId: number): Promise<AccountLegalEntity> {
  const [account] = await db
    .select({ legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.legalEntity ?? emptyLegalEntity();
}

const byId = async <T extends { id: number }>(rows: Promise<T[]>) =>
  new Map((await rows).map((row) => [row.id, row]));

/** The article's sales account for the customer's VAT regime; 706000 (services) when it has none. */
export function salesAccount(article: ArticleRow | undefined, regime: RegimeTva): string {
  const byRegime: Record<RegimeTva, string | null | undefined> = {
    TVA_FRANCE: article?.venteTvaCodeCompte,
    TVA_DOM: article?.venteTvaDOMCodeCompte,
    EXPORT: article?.venteTvaExportCodeCompte,
    INTRA_COMMUNAUTAIRE: article?.venteTvaIntraCommunautaireCodeCompte,
    SANS_TVA: article?.venteSansTvaCodeCompte,
  };
  return byRegime[regime] || DEFAULT_SALES_ACCOUNT;
}
export const DEFAULT_SALES_ACCOUNT = '706000';
