import { and, eq, inArray } from 'drizzle-orm';
import type { TariffRule } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { articles, tariffGrids } from '../../db/schema/index.ts';
import { DEMO_GRIDS, type DemoRule } from './pricing-data.ts';
import { seedQuotes } from './quotes.ts';

const ruleOf = (rule: DemoRule, index: number, articleIds: Map<string, number>): TariffRule => {
  const { article, ...fields } = rule;
  return {
    id: `r${index + 1}`,
    articleId: article ? (articleIds.get(article) ?? null) : null,
    unit: 'FORFAIT',
    priceHtCents: 0,
    vatRate: 20,
    floorCents: null,
    included: 0,
    vehicleCategories: [],
    minWeightKg: null,
    maxWeightKg: null,
    placeKinds: [],
    timeBands: [],
    missionKinds: [],
    ...fields,
  };
};

/** The depanneur account's tariff grids (issue 32: default, AXA in two periods, Mondial) and quotes. */
export async function seedPricing(tx: DbOrTx, accountIds: Map<string, number>) {
  const accountId = accountIds.get('depanneur')!;
  const codes = [...new Set(DEMO_GRIDS.flatMap((grid) => grid.rules.flatMap((rule) => rule.article ?? [])))];
  const found = await tx
    .select({ id: articles.id, code: articles.code })
    .from(articles)
    .where(and(eq(articles.accountId, accountId), inArray(articles.code, codes)));
  const articleIds = new Map(found.map((row) => [row.code, row.id]));
  await tx.insert(tariffGrids).values(
    DEMO_GRIDS.map(({ rules, ...grid }) => ({
      ...grid,
      accountId,
      rules: rules.map((rule, index) => ruleOf(rule, index, articleIds)),
    })),
  );
  await seedQuotes(tx, accountId);
}
