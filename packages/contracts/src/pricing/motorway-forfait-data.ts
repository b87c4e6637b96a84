/**
 * The regulated forfait for breaking down and towing light vehicles on motorways and expressways
 * (« dépannage-remorquage sur autoroutes et routes express »), set by an arrêté each year. Data, not
 * code: each period stores the table as published, one amount per weight class and per time band, and
 * never a multiplier, because the arrêté prints its own rounded amounts.
 *
 * Published vs derived (see docs/decisions/2026-11-29-prices-from-rules.md):
 *  - every normal amount is the published one;
 *  - the 2026 majorated amount of the 1,8–3,5 t class (280,08 €) is the published one;
 *  - the other majorated amounts are derived (normal × 1,5, rounded to the cent, half up) and marked
 *    `majoratedPublished: false` until someone copies them from the arrêté's text; a wrong one is fixed
 *    here, in data, without touching a rule.
 * The forfait covers the trip, up to 30 minutes of repair on the spot, or towing up to 5 km past the
 * motorway exit; beyond that the account's own prices apply.
 */
export type MotorwayWeightClass = 'JUSQU_A_1_8_T' | 'DE_1_8_A_3_5_T';

export interface MotorwayForfaitAmounts {
  /** Amount HT in cents, weekdays 08:00–18:00. */
  normalCents: number;
  /** Amount HT in cents, 18:00–08:00, Saturdays, Sundays and public holidays. */
  majoratedCents: number;
  majoratedPublished: boolean;
}

export interface MotorwayForfaitPeriod {
  /** Short name shown beside each line (« arrêté 2026 »). */
  name: string;
  /** ISO days, inclusive; the call's date chooses the period. */
  from: string;
  until?: string;
  source: string;
  amounts: Record<MotorwayWeightClass, MotorwayForfaitAmounts>;
}

/** The weight limits of each class, in kg (PTAC), upper bound inclusive. */
export const MOTORWAY_WEIGHT_LIMITS_KG: Record<MotorwayWeightClass, number> = {
  JUSQU_A_1_8_T: 1800,
  DE_1_8_A_3_5_T: 3500,
};

export const MOTORWAY_WEIGHT_CLASS_LABELS: Record<MotorwayWeightClass, string> = {
  JUSQU_A_1_8_T: 'VL ≤ 1,8 t',
  DE_1_8_A_3_5_T: 'VL 1,8 – 3,5 t',
};

export const MOTORWAY_FORFAIT_PERIODS: readonly MotorwayForfaitPeriod[] = [
  {
    name: 'arrêté 2023',
    from: '2023-07-01',
    until: '2024-11-30',
    source: 'Arrêté relatif aux tarifs des dépannages sur autoroutes et routes express (juillet 2023)',
    amounts: {
      JUSQU_A_1_8_T: { normalCents: 14452, majoratedCents: 21678, majoratedPublished: false },
      DE_1_8_A_3_5_T: { normalCents: 17870, majoratedCents: 26805, majoratedPublished: false },
    },
  },
  {
    name: 'arrêté 2024',
    from: '2024-12-01',
    until: '2025-12-31',
    source: 'Arrêté relatif aux tarifs des dépannages sur autoroutes et routes express (1er décembre 2024)',
    amounts: {
      JUSQU_A_1_8_T: { normalCents: 14867, majoratedCents: 22301, majoratedPublished: false },
      DE_1_8_A_3_5_T: { normalCents: 18330, majoratedCents: 27495, majoratedPublished: false },
    },
  },
  {
    name: 'arrêté 2026',
    from: '2026-01-01',
    source: 'Arrêté du 26 décembre 2025 relatif aux tarifs des dépannages sur autoroutes et routes express',
    amounts: {
      JUSQU_A_1_8_T: { normalCents: 15100, majoratedCents: 22650, majoratedPublished: false },
      DE_1_8_A_3_5_T: { normalCents: 18672, majoratedCents: 28008, majoratedPublished: true },
    },
  },
];
