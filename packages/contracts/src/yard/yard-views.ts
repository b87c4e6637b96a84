import { z } from 'zod';
import { idParam, textField } from '../fields.ts';
import { YARD_CATEGORIES, YARD_TARIFF_ZONES } from './yard-tariff-data.ts';
import { YARD_FEE_CODES } from './yard-fees.ts';
import { YARD_AUTHORITIES, YARD_HOLD_KINDS, YARD_REASONS, YARD_STATUSES } from './yard-codes.ts';
import { YardCondition, YardEntryCreate, YardOwner, YardVehicle } from './yard-entry-schemas.ts';
import { YardHandover, YardReleaseFields } from './yard-release-schemas.ts';

export const YardIdParams = z.object({ id: idParam }).strict();
export const YardHoldParams = z.object({ id: idParam, holdId: idParam }).strict();

export const YardListQuery = z
  .object({
    status: z.enum(YARD_STATUSES).default('PRESENT'),
    authority: z.enum(YARD_AUTHORITIES).optional(),
    reason: z.enum(YARD_REASONS).optional(),
    category: z.enum(YARD_CATEGORIES).optional(),
    overdue: z.enum(['true', 'false']).optional(),
    plate: textField(20).optional(),
  })
  .strict();
export type YardListQuery = z.infer<typeof YardListQuery>;

export const YardFeeLineDto = z.object({
  code: z.enum(YARD_FEE_CODES),
  label: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
});

export const YardFeesDto = z.object({
  lines: z.array(YardFeeLineDto),
  totalCents: z.number().int(),
  days: z.number().int(),
});
export type YardFeesDto = z.infer<typeof YardFeesDto>;

export const YardHoldDto = z.object({
  id: z.number().int(),
  kind: z.enum(YARD_HOLD_KINDS),
  placedBy: z.string(),
  placedAt: z.string(),
  note: z.string(),
  liftedBy: z.string().nullable(),
  liftedAt: z.string().nullable(),
});
export type YardHoldDto = z.infer<typeof YardHoldDto>;

const entryCreateShape = YardEntryCreate.shape;
export const YardEntryDto = z.object({
  id: z.number().int(),
  kind: entryCreateShape.kind,
  status: z.enum(YARD_STATUSES),
  folderId: z.number().int().nullable(),
  authority: z.enum(YARD_AUTHORITIES).nullable(),
  officerName: z.string(),
  pvNumber: z.string(),
  reason: z.enum(YARD_REASONS),
  removedAt: z.string(),
  vehicleRemoved: z.boolean(),
  immobilisation: z.boolean(),
  expertise: z.boolean(),
  lowValue: z.boolean(),
  vehicle: YardVehicle,
  placeId: z.number().int().nullable(),
  placeLabel: z.string().nullable(),
  privateDailyCents: z.number().int().nullable(),
  owner: YardOwner,
  condition: YardCondition.nullable(),
  noticeSentOn: z.string().nullable(),
  noticeSentBy: z.string().nullable(),
  abandonmentDay: z.string().nullable(),
  deadlineState: z.enum(['NONE', 'RUNNING', 'DAY_BEFORE', 'DUE', 'OVERDUE']),
  holds: z.array(YardHoldDto),
  activeHolds: z.number().int(),
  /** What the stay costs if the vehicle leaves now (or what it cost when it left). */
  fees: YardFeesDto,
  release: YardReleaseFields.omit({ signature: true })
    .extend({
      invoiceId: z.number().int().nullable(),
      /** The invoice's number and what was paid on it (its TTC: a cent under the fees at most). */
      invoiceCode: z.string().nullable().default(null),
      paidCents: z.number().int().nullable().default(null),
    })
    .nullable(),
  handover: YardHandover.extend({
    invoiceId: z.number().int().nullable().default(null),
    invoiceCode: z.string().nullable().default(null),
  }).nullable(),
  exitAt: z.string().nullable(),
});
export type YardEntryDto = z.infer<typeof YardEntryDto>;

export const YardEntryList = z.object({
  rows: z.array(YardEntryDto),
  totals: z.object({
    vehicles: z.number().int(),
    owedCents: z.number().int(),
    averageDays: z.number(),
    overdue: z.number().int(),
  }),
});
export type YardEntryList = z.infer<typeof YardEntryList>;

export const YardPlaceDto = z.object({
  id: z.number().int(),
  rowLabel: z.string(),
  placeLabel: z.string(),
  entryId: z.number().int().nullable(),
  plate: z.string().nullable(),
});
export type YardPlaceDto = z.infer<typeof YardPlaceDto>;

const centsOrNull = z.number().int().min(0).max(10_000_000).nullable();
export const YardFeeRatesSchema = z
  .object({
    immobilisationCents: centsOrNull,
    operationsPrealablesCents: centsOrNull,
    enlevementCents: centsOrNull,
    gardeJournaliereCents: centsOrNull,
    expertiseCents: centsOrNull,
  })
  .strict();

export const YardTariffPeriodSchema = z
  .object({
    from: z.iso.date({ error: 'Date de début non valide' }),
    source: textField(300).min(1, 'Source : obligatoire'),
    rates: z
      .object(
        Object.fromEntries(YARD_CATEGORIES.map((c) => [c, YardFeeRatesSchema])) as Record<
          (typeof YARD_CATEGORIES)[number],
          typeof YardFeeRatesSchema
        >,
      )
      .strict(),
  })
  .strict();
export type YardTariffPeriodInput = z.infer<typeof YardTariffPeriodSchema>;

export const YardSettings = z
  .object({
    zone: z.enum(YARD_TARIFF_ZONES, { error: 'Zone tarifaire non valide' }),
    privateDailyCents: z.number().int().min(0).max(100_000),
  })
  .strict();
export type YardSettings = z.infer<typeof YardSettings>;

export const YardTariffs = z.object({
  settings: YardSettings,
  /** True while the account has not edited its table: the regulated one of its zone applies. */
  national: z.boolean(),
  periods: z.array(YardTariffPeriodSchema),
});
export type YardTariffs = z.infer<typeof YardTariffs>;
