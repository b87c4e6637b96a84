/**
 * The e-reporting rhythms of the French reform (« spécifications externes » of the tax
 * administration, flux 10): how often an account sends its B2C and international sales and its
 * payments, set by its VAT regime. Data, not code: `from` dates each entry so that a later version
 * of the specifications starts a new period without rewriting the past.
 */
export const E_REPORTING_RHYTHMS = ['DECADE', 'MONTHLY', 'BIMONTHLY'] as const;
export type EReportingRhythm = (typeof E_REPORTING_RHYTHMS)[number];

export interface EReportingRhythmEntry {
  rhythm: EReportingRhythm;
  label: string;
  /** The VAT regime this rhythm follows, as the setting shows it. */
  regime: string;
  /** Periods in a month (3: the 1st–10th, 11th–20th, 21st–end) or months in a period (`months`). */
  periodsPerMonth?: number;
  months?: number;
  from: string;
  until?: string;
}

const REFORM = '2026-09-01';

export const E_REPORTING_RHYTHM_ENTRIES: readonly EReportingRhythmEntry[] = [
  {
    rhythm: 'DECADE',
    label: 'Trois fois par mois (décades)',
    regime: 'Réel normal, déclaration mensuelle',
    periodsPerMonth: 3,
    from: REFORM,
  },
  {
    rhythm: 'MONTHLY',
    label: 'Tous les mois',
    regime: 'Réel normal, déclaration trimestrielle',
    months: 1,
    from: REFORM,
  },
  {
    rhythm: 'BIMONTHLY',
    label: 'Tous les deux mois',
    regime: 'Régime simplifié ou franchise en base',
    months: 2,
    from: REFORM,
  },
];

/** The two kinds of e-reporting flow, each sent per period (flowType of XP Z12-013). */
export const E_REPORT_KINDS = ['TRANSACTIONS', 'PAYMENTS'] as const;
export type EReportKind = (typeof E_REPORT_KINDS)[number];
export const eReportKindLabels: Record<EReportKind, string> = {
  TRANSACTIONS: 'Ventes (B2C et international)',
  PAYMENTS: 'Encaissements',
};
export const eReportFlowTypes: Record<EReportKind, string> = {
  TRANSACTIONS: 'AggregatedCustomerTransactionReport',
  PAYMENTS: 'AggregatedCustomerPaymentReport',
};

export const E_REPORT_STATES = ['PENDING', 'SENT', 'FAILED', 'EMPTY'] as const;
export type EReportState = (typeof E_REPORT_STATES)[number];
export const eReportStateLabels: Record<EReportState, string> = {
  PENDING: 'À transmettre',
  SENT: 'Transmis',
  FAILED: 'En échec',
  EMPTY: 'Rien à déclarer',
};
