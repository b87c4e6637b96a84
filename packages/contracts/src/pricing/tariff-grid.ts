import { z } from 'zod';
import { dateField, idField, intField, textField } from '../fields.ts';
import { AssistanceProviderCode } from '../referentials/codes.ts';
import { MAX_VAT_RATE } from '../rules/amount-bounds.ts';
import { TimeBandCode } from './time-bands.ts';

export const VehicleCategoryCode = ['VL', 'VUL', 'PL', 'MOTO'] as const;
export type VehicleCategory = (typeof VehicleCategoryCode)[number];
export const PlaceKindCode = ['AUTOROUTE', 'VILLE', 'ROUTE'] as const;
export type PlaceKind = (typeof PlaceKindCode)[number];
export const PricedMissionKindCode = ['DEPANNAGE', 'REMORQUAGE', 'DEPLACEMENT_POUR_RIEN'] as const;
export type PricedMissionKind = (typeof PricedMissionKindCode)[number];
/** What a rule's quantity counts: once, each km past the included ones, each started quarter hour, each day. */
export const PricingUnitCode = ['FORFAIT', 'KM', 'QUART_HEURE', 'JOUR'] as const;
export type PricingUnit = (typeof PricingUnitCode)[number];

export const VEHICLE_CATEGORY_LABELS: Record<VehicleCategory, string> = {
  VL: 'VL',
  VUL: 'VUL ≤ 3,5 t',
  PL: 'PL',
  MOTO: 'Moto',
};
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  AUTOROUTE: 'Autoroute / voie express',
  VILLE: 'Ville',
  ROUTE: 'Route',
};
export const PRICED_MISSION_KIND_LABELS: Record<PricedMissionKind, string> = {
  DEPANNAGE: 'Dépannage',
  REMORQUAGE: 'Remorquage',
  DEPLACEMENT_POUR_RIEN: 'Déplacement pour rien',
};
export const PRICING_UNIT_LABELS: Record<PricingUnit, string> = {
  FORFAIT: 'Forfait',
  KM: 'Kilomètre',
  QUART_HEURE: 'Quart d’heure commencé',
  JOUR: 'Jour',
};

const cents = intField(0, 1_000_000_000);
const weightKg = intField(0, 100_000).nullable();
const rateMessage = `Taux de TVA : pourcentage entre 0 et ${MAX_VAT_RATE} attendu`;

/** One rule of a grid: an article, its price and when it applies (an empty list means « any »). */
export const TariffRuleInput = z
  .object({
    label: textField(200).pipe(z.string().min(1, 'Le libellé est obligatoire')),
    articleId: idField.nullable(),
    unit: z.enum(PricingUnitCode),
    priceHtCents: cents,
    vatRate: z.number({ error: rateMessage }).min(0, rateMessage).max(MAX_VAT_RATE, rateMessage),
    /** The lowest price the operator may propose for this rule (checked, never corrected). */
    floorCents: cents.nullable(),
    /** KM: km included; QUART_HEURE: minutes included; JOUR: days included. */
    included: intField(0, 100_000),
    vehicleCategories: z.array(z.enum(VehicleCategoryCode)).max(4),
    minWeightKg: weightKg,
    maxWeightKg: weightKg,
    placeKinds: z.array(z.enum(PlaceKindCode)).max(3),
    timeBands: z.array(z.enum(TimeBandCode)).max(4),
    missionKinds: z.array(z.enum(PricedMissionKindCode)).max(3),
  })
  .strict();
export type TariffRuleInput = z.infer<typeof TariffRuleInput>;
export const TariffRule = TariffRuleInput.extend({ id: z.string() });
export type TariffRule = z.infer<typeof TariffRule>;

const gridFields = {
  name: textField(100).pipe(z.string().min(1, 'Le nom est obligatoire')),
  /** The customer of the contract, or null. */
  customerId: idField.nullable(),
  /** The assistance company of the contract (AXA, Mondial…), or null. */
  assistanceProvider: z.enum(AssistanceProviderCode).nullable(),
  validFrom: dateField,
  validUntil: dateField.nullable(),
  /** The driver's documents show no price (the assisteurs ask for it). */
  hidePricesOnDriverDocuments: z.boolean(),
};

const gridObject = z.object({ ...gridFields, rules: z.array(TariffRuleInput).max(200) }).strict();
const periodInOrder = {
  check: (grid: { validFrom: string; validUntil: string | null }) =>
    !grid.validUntil || grid.validUntil >= grid.validFrom,
  params: { message: 'La fin de validité doit suivre son début', path: ['validUntil'] },
};
export const TariffGridInput = gridObject.refine(periodInOrder.check, periodInOrder.params);
/** A grid's rewrite carries the version it was read at: a stale one is a 409. */
export const TariffGridUpdate = gridObject
  .extend({ version: intField(1) })
  .strict()
  .refine(periodInOrder.check, periodInOrder.params);
export type TariffGridUpdate = z.infer<typeof TariffGridUpdate>;
export type TariffGridInput = z.infer<typeof TariffGridInput>;

export const TariffGrid = z.object({
  id: z.number().int(),
  ...gridFields,
  customerId: z.number().int().nullable(),
  rules: z.array(TariffRule),
  /** The regulated motorway grid: shown, never edited. */
  readOnly: z.boolean(),
  version: z.number().int(),
});
export type TariffGrid = z.infer<typeof TariffGrid>;
export const TariffGridList = z.array(TariffGrid);
