import { z } from 'zod';

/** XP Z12-013 Flow Service 1.1.0: the shapes Plateau reads and writes (a subset of the OpenAPI). */
export const FLOW_TYPES = [
  'CustomerInvoice',
  'SupplierInvoice',
  'CustomerInvoiceLC',
  'SupplierInvoiceLC',
  'AggregatedCustomerTransactionReport',
  'UnitaryCustomerTransactionReport',
  'AggregatedCustomerPaymentReport',
  'UnitaryCustomerPaymentReport',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export type FlowDirection = 'In' | 'Out';
export type FlowSyntax = 'CII' | 'UBL' | 'Factur-X' | 'CDAR' | 'FRR';
export type ProcessingRule = 'B2B' | 'B2BInt' | 'B2C' | 'OutOfScope' | 'ArchiveOnly' | 'NotApplicable';
export type FlowDocType = 'Metadata' | 'Original' | 'Converted' | 'ReadableView';

export interface FlowInfo {
  /** Needed for e-reporting flows (AggregatedCustomerTransactionReport…); an invoice's is read from its file. */
  flowType?: FlowType;
  trackingId?: string;
  name?: string;
  processingRule?: ProcessingRule;
  flowSyntax: FlowSyntax;
  flowProfile?: 'Basic' | 'CIUS' | 'Extended-CTC-FR';
  sha256?: string;
}

const id = z.string().min(1).max(36);

export const AcknowledgementSchema = z.object({
  status: z.enum(['Pending', 'Ok', 'Error']),
  details: z
    .array(
      z.object({
        level: z.enum(['Error', 'Warning']),
        item: z.string().max(500),
        reasonCode: z.string().max(100),
        reasonMessage: z.string().max(2000),
      }),
    )
    .optional(),
});

/** A flow as search and the metadata download describe it; unknown properties are ignored. */
export const FlowSchema = z.object({
  flowId: id,
  trackingId: id.nullish(),
  submittedAt: z.iso.datetime({ offset: true }).nullish(),
  updatedAt: z.iso.datetime({ offset: true }),
  flowType: z.string().max(60).nullish(),
  processingRule: z.string().max(30).nullish(),
  flowDirection: z.enum(['In', 'Out']).nullish(),
  flowSyntax: z.string().max(20).nullish(),
  acknowledgement: AcknowledgementSchema.nullish(),
});
export type Flow = z.infer<typeof FlowSchema>;

export const FullFlowInfoSchema = z.object({
  flowId: id,
  submittedAt: z.iso.datetime({ offset: true }).nullish(),
  trackingId: id.nullish(),
});
export type FullFlowInfo = z.infer<typeof FullFlowInfoSchema>;

export const SearchFlowContentSchema = z.object({
  limit: z.number().int().nullish(),
  results: z.array(FlowSchema).max(100),
});

export interface FlowSearchFilters {
  updatedAfter?: string;
  flowDirection?: FlowDirection[];
  flowType?: FlowType[];
  trackingId?: string;
}
