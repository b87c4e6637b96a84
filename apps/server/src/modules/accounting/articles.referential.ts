import { and, eq, inArray } from 'drizzle-orm';
import {
  ARTICLE_ACCOUNT_FIELDS,
  computeMontantTTC,
  type Article,
  type ArticleCreate,
  type ArticlePatch,
  type ArticlePickerQuery,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { resolveAccountingAccount } from './accounting-access.ts';
import { articles, familles, vatRates } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { referentialService } from './referential-service.ts';
import { definedOnly } from './defined-only.ts';
import { articleInvoiceUse } from './invoice-usage.ts';

type ArticleRow = typeof articles.$inferSelect;

/** TTC is never stored: every answer computes it from HT and the VAT code's current rate. */
export async function toArticleDtos(db: DbOrTx, accountId: number, rows: ArticleRow[]): Promise<Article[]> {
  const tvaIds = [...new Set(rows.map((row) => row.tvaId).filter((id): id is number => id !== null))];
  const rates = tvaIds.length
    ? await db
        .select({ id: vatRates.id, code: vatRates.code, taux: vatRates.taux })
        .from(vatRates)
        .where(and(eq(vatRates.accountId, accountId), inArray(vatRates.id, tvaIds)))
    : [];
  const rateById = new Map(rates.map((rate) => [rate.id, rate]));
  return rows.map(({ accountId: _account, ...row }) => {
    const tva = row.tvaId === null ? undefined : rateById.get(row.tvaId);
    return {
      ...row,
      codeTva: tva?.code ?? null,
      montantTTC: computeMontantTTC(row.montantHT, tva?.taux ?? null)!,
    };
  });
}

/** A VAT code or a family must be the account's own: another's is a 400, like an unknown one. */
async function checkArticleReferences(db: DbOrTx, accountId: number, body: ArticleCreate | ArticlePatch) {
  if (body.tvaId != null) {
    const [rate] = await db
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(and(eq(vatRates.accountId, accountId), eq(vatRates.id, body.tvaId)));
    if (!rate) throw new Invalid("Le code TVA choisi n'existe pas");
  }
  for (const familleId of [body.famille1Id, body.famille2Id]) {
    if (familleId == null) continue;
    const [famille] = await db
      .select({ id: familles.id })
      .from(familles)
      .where(and(eq(familles.accountId, accountId), eq(familles.id, familleId)));
    if (!famille) throw new Invalid("La famille choisie n'existe pas");
  }
}

/** The catalogue (spec 3 §3 'Article'); an article on an invoice cannot be deleted (invoice-usage.ts). */
export const articleService = referentialService<typeof articles, Article, ArticleCreate, ArticlePatch>({
  table: articles,
  notFoundMessage: "Cet article n'existe pas",
  inUseMessage: 'Cet article est utilisé par une facture : il ne peut pas être supprimé',
  toDtos: toArticleDtos,
  toValues: (body) =>
    definedOnly({
      code: body.code,
      nom: body.nom,
      montantHT: body.montantHT,
      tvaId: body.tvaId,
      famille1Id: body.famille1Id,
      famille2Id: body.famille2Id,
      ...Object.fromEntries(ARTICLE_ACCOUNT_FIELDS.map((field) => [field, body[field]])),
    }),
  checkReferences: checkArticleReferences,
  usedBy: articleInvoiceUse,
});

/** GET /api/articles/list: the picker, optionally within families. */
export async function listArticlesForPicker(
  db: Db,
  auth: AuthContext,
  query: ArticlePickerQuery,
): Promise<Article[]> {
  const { accountId: requested, ...filter } = query;
  const accountId = await resolveAccountingAccount(db, auth, requested);
  const conditions = [eq(articles.accountId, accountId)];
  if (filter.famille1Id) conditions.push(eq(articles.famille1Id, filter.famille1Id));
  if (filter.famille2Id) conditions.push(eq(articles.famille2Id, filter.famille2Id));
  const rows = await db
    .select()
    .from(articles)
    .where(and(...conditions))
    .orderBy(articles.code);
  return toArticleDtos(db, accountId, rows);
}
