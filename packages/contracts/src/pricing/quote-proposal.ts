import { z } from 'zod';
import { dateTimeField, idField, intField, textField } from '../fields.ts';
import { QuoteLineInput } from './quotes.ts';
import { PlaceKindCode, PricedMissionKindCode, VehicleCategoryCode } from './tariff-grid.ts';

/** What the operator tells the grid for « Nouveau devis » (a folder's facts, typed by hand). */
export const QuoteProposalInput = z
  .object({
    customerId: idField.nullable(),
    /** When the job is planned: it chooses the time band and the grid's period. */
    callAt: dateTimeField,
    /** The place's postcode: Alsace-Moselle has two more public holidays. */
    postcode: textField(10).nullable(),
    vehicleCategory: z.enum(VehicleCategoryCode),
    weightKg: intField(0, 100_000).nullable(),
    placeKind: z.enum(PlaceKindCode),
    missionKind: z.enum(PricedMissionKindCode),
    km: intField(0, 100_000).nullable(),
    onSiteMinutes: intField(0, 100_000).nullable(),
    storageDays: intField(0, 3_650).nullable(),
  })
  .strict();
export type QuoteProposalInput = z.infer<typeof QuoteProposalInput>;

/** The lines the grid proposes, each with its rule, its floor and the regulated ceiling. */
export const QuoteProposal = z.object({ gridName: z.string(), lines: z.array(QuoteLineInput) });
export type QuoteProposal = z.infer<typeof QuoteProposal>;
