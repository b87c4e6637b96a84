import type { TariffGrid, TariffGridInput, TariffRuleInput } from '@plateau/contracts';

/** A new rule: a forfait at 0 € with 20 % VAT that applies to every mission until narrowed. */
export const emptyRule = (): TariffRuleInput => ({
  label: '',
  articleId: null,
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
});

/** The form's grid: what the server answered without its ids, or a new default grid. */
export function gridDraftOf(grid: TariffGrid | null, today: string): TariffGridInput {
  if (!grid) {
    return {
      name: '',
      customerId: null,
      assistanceProvider: null,
      validFrom: today,
      validUntil: null,
      hidePricesOnDriverDocuments: false,
      rules: [emptyRule()],
    };
  }
  const { id: _id, readOnly: _readOnly, version: _version, rules, ...fields } = grid;
  return { ...fields, rules: rules.map(({ id: _ruleId, ...rule }) => rule) };
}
