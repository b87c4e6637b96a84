import {
  MOTORWAY_FORFAIT_PERIODS,
  MOTORWAY_WEIGHT_CLASS_LABELS,
  type MotorwayPeriodView,
  type MotorwayWeightClass,
  type TariffGrid,
  type TariffGridInput,
  type TariffGridUpdate,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { recordJournal } from '../journal/index.ts';
import {
  deleteGridRow,
  findGridRow,
  insertGridRow,
  isOwnCustomer,
  listGridRows,
  ownArticleIds,
  updateGridRow,
  type TariffGridRow,
  type TariffGridValues,
} from './tariff-grids.repository.ts';

export const GRID_NOT_FOUND_MESSAGE = "Cette grille tarifaire n'existe pas";
const STALE_MESSAGE = 'Cette grille a été modifiée entre-temps : rechargez-la avant de l’enregistrer';

export const gridDto = (row: TariffGridRow): TariffGrid => ({
  id: row.id,
  name: row.name,
  customerId: row.customerId,
  assistanceProvider: row.assistanceProvider,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  hidePricesOnDriverDocuments: row.hidePricesOnDriverDocuments,
  rules: row.rules,
  readOnly: false,
  version: row.version,
});

export async function listGrids(db: DbOrTx, accountId: number): Promise<TariffGrid[]> {
  return (await listGridRows(db, accountId)).map(gridDto);
}

/** The regulated motorway tables, per period, newest first: shown read-only. */
export function motorwayPeriods(): MotorwayPeriodView[] {
  return [...MOTORWAY_FORFAIT_PERIODS].reverse().map((period) => ({
    name: period.name,
    from: period.from,
    until: period.until ?? null,
    source: period.source,
    classes: (Object.keys(period.amounts) as MotorwayWeightClass[]).map((weightClass) => ({
      label: MOTORWAY_WEIGHT_CLASS_LABELS[weightClass],
      ...period.amounts[weightClass],
    })),
  }));
}

/** What a grid stores, checked: its articles and customer are the account's; rules get their ids. */
async function gridValues(db: DbOrTx, accountId: number, input: TariffGridInput): Promise<TariffGridValues> {
  if (input.customerId !== null && !(await isOwnCustomer(db, accountId, input.customerId))) {
    throw new Invalid("Ce client n'existe pas");
  }
  const articleIds = input.rules.flatMap((rule) => (rule.articleId === null ? [] : [rule.articleId]));
  const own = await ownArticleIds(db, accountId, articleIds);
  if (articleIds.some((id) => !own.has(id))) throw new Invalid("Un article de la grille n'existe pas");
  for (const rule of input.rules) {
    if (rule.minWeightKg !== null && rule.maxWeightKg !== null && rule.maxWeightKg < rule.minWeightKg) {
      throw new Invalid(`${rule.label} : le poids maximal doit dépasser le poids minimal`);
    }
  }
  return {
    name: input.name.trim(),
    customerId: input.customerId,
    assistanceProvider: input.assistanceProvider,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    hidePricesOnDriverDocuments: input.hidePricesOnDriverDocuments,
    rules: input.rules.map((rule, index) => ({ ...rule, id: `r${index + 1}` })),
  };
}

type Actor = { accountId: number; userId: number };

export async function createGrid(db: Db, actor: Actor, input: TariffGridInput): Promise<TariffGrid> {
  return db.transaction(async (tx) => {
    const row = await insertGridRow(tx, actor.accountId, await gridValues(tx, actor.accountId, input));
    await recordJournal(tx, actor, 'TARIFF_CHANGE', `création de la grille « ${row.name} »`);
    return gridDto(row);
  });
}

export async function replaceGrid(db: Db, actor: Actor, id: number, input: TariffGridUpdate) {
  return db.transaction(async (tx) => {
    const row = await findGridRow(tx, actor.accountId, id, true);
    if (!row) throw new NotFound(GRID_NOT_FOUND_MESSAGE);
    if (row.version !== input.version) throw new Conflict(STALE_MESSAGE);
    const updated = await updateGridRow(tx, row, await gridValues(tx, actor.accountId, input));
    await recordJournal(tx, actor, 'TARIFF_CHANGE', `modification de la grille « ${updated.name} »`);
    return gridDto(updated);
  });
}

export async function removeGrid(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findGridRow(tx, actor.accountId, id, true);
    if (!row) throw new NotFound(GRID_NOT_FOUND_MESSAGE);
    await deleteGridRow(tx, id);
    await recordJournal(tx, actor, 'TARIFF_CHANGE', `suppression de la grille « ${row.name} »`);
  });
}
