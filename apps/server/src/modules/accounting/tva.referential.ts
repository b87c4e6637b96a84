import { and, eq } from 'drizzle-orm';
import type { Tva, TvaCreate, TvaPatch } from '@plateau/contracts';
import { articles, vatRates } from '../../db/schema/index.ts';
import { referentialService } from './referential-service.ts';
import { definedOnly } from './defined-only.ts';

type TvaRow = typeof vatRates.$inferSelect;

export const toTvaDto = (row: TvaRow): Tva => ({
  id: row.id,
  code: row.code,
  nom: row.nom,
  taux: row.taux,
  compteCollecteCode: row.compteCollecteCode,
  compteDeductibleCode: row.compteDeductibleCode,
  codeCompte: row.compteCollecteCode,
  codeJournal: row.codeJournal,
  regimeTva: row.regimeTva as Tva['regimeTva'],
  readOnly: row.readOnly,
});

/** VAT codes (spec 3 §3 'TVA'); codeCompte, the other shape's name, writes compteCollecteCode. */
export const tvaService = referentialService<typeof vatRates, Tva, TvaCreate, TvaPatch>({
  table: vatRates,
  notFoundMessage: "Ce code TVA n'existe pas",
  inUseMessage: 'Ce code TVA est utilisé : il ne peut pas être supprimé',
  toDtos: async (_db, _accountId, rows) => rows.map(toTvaDto),
  toValues: (body) =>
    definedOnly({
      code: body.code,
      nom: body.nom,
      taux: body.taux,
      compteCollecteCode: body.compteCollecteCode !== undefined ? body.compteCollecteCode : body.codeCompte,
      compteDeductibleCode: body.compteDeductibleCode,
      codeJournal: body.codeJournal,
      regimeTva: body.regimeTva,
    }),
  async usedBy(db, accountId, id) {
    const [article] = await db
      .select({ code: articles.code })
      .from(articles)
      .where(and(eq(articles.accountId, accountId), eq(articles.tvaId, id)))
      .limit(1);
    return article ? `Ce code TVA est utilisé par l'article ${article.code}` : null;
  },
});
