/** The fields a grid is chosen by. */
export interface ChoosableGrid {
  customerId: number | null;
  assistanceProvider: string | null;
  validFrom: string;
  validUntil: string | null;
}

export const gridValidOn = (grid: ChoosableGrid, day: string) =>
  day >= grid.validFrom && (grid.validUntil === null || day <= grid.validUntil);

/**
 * The grid that prices a call made on `day`: the customer's contract, else the assistance company's,
 * else the default grid (neither), each in the period holding that day. The call's date decides, so a
 * period that changes in the middle of a mission does not change its price.
 */
export function chooseGrid<T extends ChoosableGrid>(
  grids: readonly T[],
  payer: { customerId: number | null; assistanceProvider: string | null },
  day: string,
): T | null {
  const valid = grids.filter((grid) => gridValidOn(grid, day));
  const customer =
    payer.customerId === null ? undefined : valid.find((grid) => grid.customerId === payer.customerId);
  const provider =
    payer.assistanceProvider === null
      ? undefined
      : valid.find(
          (grid) => grid.customerId === null && grid.assistanceProvider === payer.assistanceProvider,
        );
  const fallback = valid.find((grid) => grid.customerId === null && grid.assistanceProvider === null);
  return customer ?? provider ?? fallback ?? null;
}
