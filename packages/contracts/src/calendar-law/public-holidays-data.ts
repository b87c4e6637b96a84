/**
 * France's public holidays as the law lists them (Code du travail, art. L3133-1; Alsace-Moselle: art. L3134-13).
 * Data, not code: a fixed date is a month and day, a movable one an offset in days from Easter Sunday.
 * `from`/`until` date each rule (ISO days, inclusive) so a change in the law starts a new period without
 * rewriting the past. Whit Monday stays listed: it is a public holiday even where it is the « journée de
 * solidarité » worked by some employers.
 */
export type HolidayRegion = 'FRANCE' | 'ALSACE_MOSELLE';

export interface PublicHolidayRule {
  name: string;
  /** Fixed date: month (1–12) and day. */
  fixed?: { month: number; day: number };
  /** Movable date: days after Easter Sunday (0 = Easter Sunday itself). */
  easterOffset?: number;
  /** Only in these regions; every region when absent. */
  regions?: HolidayRegion[];
  from: string;
  until?: string;
  source: string;
}

const CODE_DU_TRAVAIL = 'Code du travail, art. L3133-1';
const ALSACE_MOSELLE = 'Code du travail, art. L3134-13 (Alsace-Moselle)';

export const PUBLIC_HOLIDAY_RULES: readonly PublicHolidayRule[] = [
  { name: 'Jour de l’an', fixed: { month: 1, day: 1 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Lundi de Pâques', easterOffset: 1, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Fête du Travail', fixed: { month: 5, day: 1 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Victoire 1945', fixed: { month: 5, day: 8 }, from: '1982-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Ascension', easterOffset: 39, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Lundi de Pentecôte', easterOffset: 50, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Fête nationale', fixed: { month: 7, day: 14 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Assomption', fixed: { month: 8, day: 15 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Toussaint', fixed: { month: 11, day: 1 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Armistice 1918', fixed: { month: 11, day: 11 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  { name: 'Noël', fixed: { month: 12, day: 25 }, from: '1900-01-01', source: CODE_DU_TRAVAIL },
  {
    name: 'Vendredi saint',
    easterOffset: -2,
    regions: ['ALSACE_MOSELLE'],
    from: '1900-01-01',
    source: ALSACE_MOSELLE,
  },
  {
    name: 'Saint-Étienne',
    fixed: { month: 12, day: 26 },
    regions: ['ALSACE_MOSELLE'],
    from: '1900-01-01',
    source: ALSACE_MOSELLE,
  },
];

/** Départements where Alsace-Moselle's local law adds its two days (Bas-Rhin, Haut-Rhin, Moselle). */
export const ALSACE_MOSELLE_DEPARTEMENTS: readonly string[] = ['57', '67', '68'];
