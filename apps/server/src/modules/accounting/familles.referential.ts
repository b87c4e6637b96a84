import { and, eq, or } from 'drizzle-orm';
import type { Famille, FamilleCreate, FamillePatch } from '@plateau/contracts';
import { articles, familles } from '../../db/schema/index.ts';
import { referentialService } from './referential-service.ts';
import { definedOnly } from './defined-only.ts';

type FamilleRow = typeof familles.$inferSelect;

const toDto = ({ accountId: _account, ...row }: FamilleRow): Famille => row;

/** Article families, two levels chosen freely per article. */
export const familleService = referentialService<typeof familles, Famille, FamilleCreate, FamillePatch>({
  table: familles,
  notFoundMessage: "Cette famille n'existe pas",
  inUseMessage: 'Cette famille est utilisée : elle ne peut pas être supprimée',
  toDtos: async (_db, _accountId, rows) => rows.map(toDto),
  toValues: (body) => definedOnly({ code: body.code, nom: body.nom }),
  async usedBy(db, accountId, id) {
    const [article] = await db
      .select({ code: articles.code })
      .from(articles)
      .where(
        and(eq(articles.accountId, accountId), or(eq(articles.famille1Id, id), eq(articles.famille2Id, id))),
      )
      .limit(1);
    return article ? `Cette famille est utilisée par l'article ${article.code}` : null;
  },
});
