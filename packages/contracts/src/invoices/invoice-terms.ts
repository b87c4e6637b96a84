import { z } from 'zod';
import { dateField, textField } from '../fields.ts';
import { boundedNumber, unitPriceField } from '../rules/amount-bounds.ts';

/** A service period (EN 16931 BT-73 start, BT-74 end), both days included. */
export const ServicePeriod = z
  .object({ start: dateField, end: dateField })
  .strict()
  .refine((period) => period.start <= period.end, {
    message: 'Période de la prestation : la fin ne peut pas précéder le début',
    path: ['end'],
  });
export type ServicePeriod = z.infer<typeof ServicePeriod>;

export const SERVICE_DATE_OR_PERIOD_MESSAGE = 'Indiquez une date de prestation ou une période, pas les deux';

/**
 * When the service was rendered, on an invoice not made from a folder: one day (BT-72) or a period
 * (BT-73/74). None: the folder's mission day, else the invoice's date.
 */
export const serviceFields = {
  serviceDate: dateField.nullable().optional(),
  servicePeriod: ServicePeriod.nullable().optional(),
};

/** A document allowance (BG-20): a percent taken off every VAT rate's lines, with its reason (BT-97). */
export const DocumentAllowance = z
  .object({
    percent: boundedNumber('Remise globale (%)', 0.01, 100, 2),
    reason: textField(100).min(1, 'Le motif de la remise globale est obligatoire'),
  })
  .strict();
export type DocumentAllowance = z.infer<typeof DocumentAllowance>;

/** A line discount (BG-27): a percent of quantity × unit price, or an amount; checked by lineDiscountIssue. */
export const lineDiscountFields = {
  discountPercent: boundedNumber('Remise (%)', 0.01, 100, 2).nullable().optional(),
  discountAmount: unitPriceField('Remise (€)', 2).nullable().optional(),
};

/**
 * What a client may send back of a line it read (the spec's line carries id, montantTTC, codeTva):
 * named here so that it is not refused, and never read — the server recomputes every amount.
 */
export const readOnlyLineFields = {
  id: z.number().int().optional(),
  codeTva: z.string().max(50).nullable().optional(),
  taux: z.string().max(20).nullable().optional(),
  totalHT: z.number().optional(),
  totalTVA: z.number().optional(),
  montantTTC: z.number().optional(),
  creditedLineId: z.number().int().nullable().optional(),
};
