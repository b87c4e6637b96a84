import type { AssistanceProvider, TariffRuleInput } from '@plateau/contracts';

/** A demo rule: the catalogue code it bills, and what differs from « a forfait for every mission ». */
export type DemoRule = Partial<TariffRuleInput> & { label: string; article: string | null };

export interface DemoGrid {
  name: string;
  assistanceProvider: AssistanceProvider | null;
  validFrom: string;
  validUntil: string | null;
  hidePricesOnDriverDocuments: boolean;
  rules: DemoRule[];
}

const NIGHT_AND_HOLIDAYS: TariffRuleInput['timeBands'] = ['NUIT', 'SAMEDI', 'DIMANCHE', 'FERIE'];

const contractRules = (towing: number, night: number, km: number, included: number): DemoRule[] => [
  { label: 'Forfait remorquage VL', article: 'REM-VL', priceHtCents: towing, missionKinds: ['REMORQUAGE'] },
  {
    label: 'Forfait remorquage VL majoré',
    article: 'REM-VL',
    priceHtCents: night,
    missionKinds: ['REMORQUAGE'],
    timeBands: NIGHT_AND_HOLIDAYS,
  },
  {
    label: 'Dépannage sur place',
    article: 'REM-VL',
    priceHtCents: towing - 2000,
    missionKinds: ['DEPANNAGE'],
  },
  {
    label: 'Déplacement pour rien',
    article: 'FRAIS-DOS',
    priceHtCents: 6000,
    missionKinds: ['DEPLACEMENT_POUR_RIEN'],
  },
  {
    label: 'Forfait remorquage PL',
    article: 'REM-PL',
    priceHtCents: 32000,
    vehicleCategories: ['PL'],
    missionKinds: ['REMORQUAGE'],
  },
  { label: 'Kilomètre supplémentaire', article: 'KM-SUP', unit: 'KM', priceHtCents: km, included },
  {
    label: 'Attente',
    article: null,
    unit: 'QUART_HEURE',
    priceHtCents: 1500,
    included: 30,
    floorCents: 1200,
  },
  { label: 'Gardiennage', article: 'GARD-J', unit: 'JOUR', priceHtCents: 1500, included: 1 },
];

/** The depanneur account's grids: a default one, AXA's two periods, Mondial's. */
export const DEMO_GRIDS: DemoGrid[] = [
  {
    name: 'Grille par défaut',
    assistanceProvider: null,
    validFrom: '2025-01-01',
    validUntil: null,
    hidePricesOnDriverDocuments: false,
    rules: contractRules(13500, 19500, 180, 20),
  },
  {
    name: 'Contrat AXA Assistance 2025',
    assistanceProvider: 'AXA_ASSISTANCE',
    validFrom: '2025-01-01',
    validUntil: '2025-12-31',
    hidePricesOnDriverDocuments: true,
    rules: contractRules(11800, 16500, 150, 30),
  },
  {
    name: 'Contrat AXA Assistance 2026',
    assistanceProvider: 'AXA_ASSISTANCE',
    validFrom: '2026-01-01',
    validUntil: null,
    hidePricesOnDriverDocuments: true,
    rules: contractRules(12200, 17000, 155, 30),
  },
  {
    name: 'Contrat Mondial Assistance 2026',
    assistanceProvider: 'MONDIAL_ASSISTANCE',
    validFrom: '2026-01-01',
    validUntil: null,
    hidePricesOnDriverDocuments: true,
    rules: contractRules(12500, 18000, 160, 25),
  },
];
