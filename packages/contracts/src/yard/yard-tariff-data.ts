/**
 * Regulated maximum fees of the fourrière, as dated data (arrêté du 14 novembre 2001 fixant les tarifs maxima des
 * frais de fourrière pour automobiles, as amended; the latest table found is the arrêté du 20 février 2024, in force
 * 1 March 2024). Amounts in euro cents TTC. A new arrêté is a new period appended here (`from`, inclusive): a stay is
 * billed day by day at the rates of the period each day falls in. `null`: the table gives no maximum for that fee
 * and category in the source we read; the account sets its own price in its tariff table when it charges one.
 */
export const YARD_CATEGORIES = ['VP', 'PL_3_5_7_5', 'PL_7_5_19', 'PL_19_44', 'DEUX_ROUES'] as const;
export type YardCategory = (typeof YARD_CATEGORIES)[number];

export const YARD_CATEGORY_LABELS: Record<YardCategory, string> = {
  VP: 'Voiture particulière',
  PL_3_5_7_5: 'Poids lourd 3,5 à 7,5 t',
  PL_7_5_19: 'Poids lourd 7,5 à 19 t',
  PL_19_44: 'Poids lourd 19 à 44 t',
  DEUX_ROUES: '2 ou 3 roues, quad, autre',
};

/** Large cities whose own maxima replace the national ones for cars (same arrêté, city rows). */
export const YARD_TARIFF_ZONES = ['NATIONAL', 'PARIS', 'LYON', 'MARSEILLE', 'TOULOUSE'] as const;
export type YardTariffZone = (typeof YARD_TARIFF_ZONES)[number];

export const YARD_TARIFF_ZONE_LABELS: Record<YardTariffZone, string> = {
  NATIONAL: 'National',
  PARIS: 'Paris',
  LYON: 'Lyon',
  MARSEILLE: 'Marseille',
  TOULOUSE: 'Toulouse',
};

export interface YardFeeRates {
  immobilisationCents: number | null;
  operationsPrealablesCents: number | null;
  enlevementCents: number | null;
  gardeJournaliereCents: number | null;
  expertiseCents: number | null;
}

export interface YardTariffPeriod {
  /** First day (ISO, Paris) the period's rates apply. */
  from: string;
  source: string;
  rates: Record<YardCategory, YardFeeRates>;
}

const ARRETE_2024 =
  'Arrêté du 14 novembre 2001 modifié par l’arrêté du 20 février 2024 (en vigueur le 1er mars 2024)';

const heavy = (enlevementCents: number): YardFeeRates => ({
  immobilisationCents: null,
  operationsPrealablesCents: 2290,
  enlevementCents,
  gardeJournaliereCents: 920,
  expertiseCents: null,
});

const NATIONAL_2024: Record<YardCategory, YardFeeRates> = {
  VP: {
    immobilisationCents: 760,
    operationsPrealablesCents: 1520,
    enlevementCents: 12765,
    gardeJournaliereCents: 675,
    expertiseCents: 6100,
  },
  PL_3_5_7_5: heavy(12200),
  PL_7_5_19: heavy(21340),
  PL_19_44: heavy(27440),
  DEUX_ROUES: {
    immobilisationCents: null,
    operationsPrealablesCents: null,
    enlevementCents: 4570,
    gardeJournaliereCents: 300,
    expertiseCents: null,
  },
};

/** What a city changes for cars (VP); the other categories keep the national rates. */
const CITY_CAR_RATES_2024: Record<Exclude<YardTariffZone, 'NATIONAL'>, Partial<YardFeeRates>> = {
  PARIS: { enlevementCents: 15000, gardeJournaliereCents: 2900 },
  LYON: { gardeJournaliereCents: 1000 },
  MARSEILLE: { gardeJournaliereCents: 1000 },
  TOULOUSE: { gardeJournaliereCents: 1000 },
};

function zoneRates(zone: YardTariffZone): Record<YardCategory, YardFeeRates> {
  if (zone === 'NATIONAL') return NATIONAL_2024;
  return { ...NATIONAL_2024, VP: { ...NATIONAL_2024.VP, ...CITY_CAR_RATES_2024[zone] } };
}

/** The regulated periods of a zone, oldest first. */
export function nationalTariffPeriods(zone: YardTariffZone): YardTariffPeriod[] {
  return [{ from: '2024-03-01', source: ARRETE_2024, rates: zoneRates(zone) }];
}
