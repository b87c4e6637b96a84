import { z } from 'zod';
import { idParam, intField, intParam } from '../fields.ts';
import { PricingUnitCode } from './tariff-grid.ts';

export const TariffGridIdParams = z.object({ id: idParam }).strict();

/** A regulated motorway period, as /settings/tarifs shows it (read-only). */
export const MotorwayPeriodView = z.object({
  name: z.string(),
  from: z.string(),
  until: z.string().nullable(),
  source: z.string(),
  classes: z.array(
    z.object({
      label: z.string(),
      normalCents: z.number().int(),
      majoratedCents: z.number().int(),
      majoratedPublished: z.boolean(),
    }),
  ),
});
export type MotorwayPeriodView = z.infer<typeof MotorwayPeriodView>;
export const MotorwayPeriodList = z.array(MotorwayPeriodView);

/** A folder's price line: as proposed, and what the operator changed. */
export const PriceLine = z.object({
  ruleId: z.string().nullable(),
  articleId: z.number().int().nullable(),
  label: z.string(),
  ruleDescription: z.string(),
  unit: z.enum(PricingUnitCode),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  vatRate: z.number(),
  totalHtCents: z.number().int(),
  floorCents: z.number().int().nullable(),
  ceilingCents: z.number().int().nullable(),
  modified: z.boolean(),
  proposedUnitPriceCents: z.number().int(),
  proposedQuantity: z.number(),
});
export type PriceLine = z.infer<typeof PriceLine>;

export const FolderPricing = z.object({
  folderId: z.number().int(),
  gridId: z.number().int().nullable(),
  gridName: z.string(),
  callAt: z.string(),
  computedAt: z.string(),
  hidePricesOnDriverDocuments: z.boolean(),
  lines: z.array(PriceLine),
  totalHtCents: z.number().int(),
  /** Below a floor or above the regulated price: shown before anything is sent. */
  warnings: z.array(z.object({ label: z.string(), message: z.string() })),
  version: z.number().int(),
});
export type FolderPricing = z.infer<typeof FolderPricing>;

export const FolderPriceLineParams = z.object({ id: idParam, index: intParam(0, 199) }).strict();
/** The operator's change of a line: its unit price (cents) and quantity. */
export const PriceLinePatch = z
  .object({
    unitPriceCents: intField(0, 1_000_000_000),
    quantity: intField(0, 100_000),
    version: intField(1),
  })
  .strict();
export type PriceLinePatch = z.infer<typeof PriceLinePatch>;
