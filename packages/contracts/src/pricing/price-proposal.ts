import type { HolidayRegion } from '../calendar-law/index.ts';
import { motorwayForfait } from './motorway-forfait.ts';
import type {
  PlaceKind,
  PricedMissionKind,
  PricingUnit,
  TariffRule,
  VehicleCategory,
} from './tariff-grid.ts';
import { type CallTimeBands, TIME_BAND_LABELS, timeBandsAt } from './time-bands.ts';

/** What a mission tells the grid: read from the folder by the server, typed by hand for a quote. */
export interface PricingFacts {
  /** When the call was made (ISO instant): it chooses the time band and the grid's period. */
  callAt: string;
  region: HolidayRegion;
  vehicleCategory: VehicleCategory;
  weightKg: number | null;
  placeKind: PlaceKind;
  missionKind: PricedMissionKind;
  km: number | null;
  onSiteMinutes: number | null;
  storageDays: number | null;
}

export interface ProposedLine {
  ruleId: string | null;
  articleId: number | null;
  label: string;
  /** Which rule made the price, in the user's words. */
  ruleDescription: string;
  unit: PricingUnit;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  totalHtCents: number;
  floorCents: number | null;
  /** The regulated maximum of this line (the motorway forfait), or null. */
  ceilingCents: number | null;
}

export const QUARTER_HOUR_MINUTES = 15;

/** Started quarter hours past the included minutes: 50 minutes are 4. */
export const startedQuarterHours = (minutes: number, includedMinutes = 0) =>
  Math.max(0, Math.ceil((minutes - includedMinutes) / QUARTER_HOUR_MINUTES));

/** Km past the included ones, started km counted: 43 km with 30 included are 13. */
export const extraKm = (km: number, includedKm = 0) => Math.max(0, Math.ceil(km - includedKm));

function ruleMatches(rule: TariffRule, facts: PricingFacts, call: CallTimeBands): boolean {
  const anyOf = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);
  const weight = facts.weightKg;
  if (!anyOf(rule.vehicleCategories, facts.vehicleCategory)) return false;
  if (!anyOf(rule.placeKinds, facts.placeKind)) return false;
  if (!anyOf(rule.missionKinds, facts.missionKind)) return false;
  if (rule.timeBands.length > 0 && !rule.timeBands.some((band) => call.bands.includes(band))) return false;
  if (rule.minWeightKg !== null && (weight === null || weight <= rule.minWeightKg)) return false;
  if (rule.maxWeightKg !== null && weight !== null && weight > rule.maxWeightKg) return false;
  return true;
}

/** The more conditions a rule sets, the better it fits: a Sunday rule beats the any-day one. */
function specificity(rule: TariffRule): number {
  const weight = (rule.minWeightKg !== null ? 1 : 0) + (rule.maxWeightKg !== null ? 1 : 0);
  return (
    [rule.vehicleCategories, rule.placeKinds, rule.timeBands, rule.missionKinds].filter(
      (list) => list.length > 0,
    ).length + weight
  );
}

/** The best rule of each unit that fits the mission, in unit order. */
export function matchingRules(rules: readonly TariffRule[], facts: PricingFacts, call: CallTimeBands) {
  const best = new Map<PricingUnit, TariffRule>();
  for (const rule of rules) {
    if (!ruleMatches(rule, facts, call)) continue;
    const current = best.get(rule.unit);
    if (!current || specificity(rule) > specificity(current)) best.set(rule.unit, rule);
  }
  return best;
}

function quantityOf(rule: TariffRule, facts: PricingFacts): number {
  switch (rule.unit) {
    case 'FORFAIT':
      return 1;
    case 'KM':
      return facts.km === null ? 0 : extraKm(facts.km, rule.included);
    case 'QUART_HEURE':
      return facts.onSiteMinutes === null ? 0 : startedQuarterHours(facts.onSiteMinutes, rule.included);
    case 'JOUR':
      return Math.max(0, (facts.storageDays ?? 0) - rule.included);
  }
}

function describe(gridName: string, rule: TariffRule, call: CallTimeBands): string {
  const bands = rule.timeBands.filter((band) => call.bands.includes(band));
  const when = bands.length > 0 ? `, ${bands.map((band) => TIME_BAND_LABELS[band]).join(', ')}` : '';
  return `${rule.label}${when} — ${gridName}`;
}

/**
 * The lines a grid proposes for a mission. On a motorway the regulated forfait replaces the grid's
 * forfait line (same article and VAT when the grid has one): the grid then prices what the forfait
 * does not cover (km past the included ones, waiting, storage).
 */
export function proposeLines(
  grid: { name: string; rules: readonly TariffRule[] },
  facts: PricingFacts,
): ProposedLine[] {
  const call = timeBandsAt(facts.callAt, facts.region);
  const lines: ProposedLine[] = [];
  for (const rule of matchingRules(grid.rules, facts, call).values()) {
    const quantity = quantityOf(rule, facts);
    if (quantity === 0) continue;
    lines.push({
      ruleId: rule.id,
      articleId: rule.articleId,
      label: rule.label,
      ruleDescription: describe(grid.name, rule, call),
      unit: rule.unit,
      quantity,
      unitPriceCents: rule.priceHtCents,
      vatRate: rule.vatRate,
      totalHtCents: rule.priceHtCents * quantity,
      floorCents: rule.floorCents,
      ceilingCents: null,
    });
  }
  const regulated = motorwayForfait(facts, call);
  if (!regulated) return lines;
  const gridForfait = lines.find((line) => line.unit === 'FORFAIT');
  const forfait: ProposedLine = {
    ruleId: null,
    articleId: gridForfait?.articleId ?? null,
    label: 'Forfait dépannage-remorquage autoroute',
    ruleDescription: regulated.description,
    unit: 'FORFAIT',
    quantity: 1,
    unitPriceCents: regulated.amountCents,
    vatRate: gridForfait?.vatRate ?? 20,
    totalHtCents: regulated.amountCents,
    floorCents: null,
    ceilingCents: regulated.amountCents,
  };
  return [forfait, ...lines.filter((line) => line !== gridForfait)];
}
