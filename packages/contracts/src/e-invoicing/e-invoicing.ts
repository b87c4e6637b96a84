import { z } from 'zod';
import { dateTimeField, idParam, intParam, rawTextField, textField } from '../fields.ts';
import { BUYER_ANSWERS } from './lifecycle-rules.ts';

/** GET /api/e-invoicing/settings: the account's approved platform (« Plateforme agréée »). */
export const EInvoicingSettings = z.object({
  url: z.string().nullable(),
  /** The token is never sent back: only whether one is stored. */
  tokenSet: z.boolean(),
  active: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type EInvoicingSettings = z.infer<typeof EInvoicingSettings>;

const platformUrl = textField(300).refine((value) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, "L'adresse de la plateforme doit être une URL (https://…)");

/** PUT /api/e-invoicing/settings (and the « Tester la connexion » body): an empty token keeps the stored one. */
export const EInvoicingSettingsBody = z
  .object({
    url: platformUrl,
    token: rawTextField(4000).optional(),
    active: z.boolean().default(true),
  })
  .strict();
export type EInvoicingSettingsBody = z.infer<typeof EInvoicingSettingsBody>;
export type EInvoicingSettingsInput = z.input<typeof EInvoicingSettingsBody>;

export const EInvoicingTestResult = z.object({ ok: z.boolean(), message: z.string() });
export type EInvoicingTestResult = z.infer<typeof EInvoicingTestResult>;

export const LifecycleHistoryEntry = z.object({
  code: z.string(),
  label: z.string(),
  reason: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  at: z.string(),
  /** Who sent it: the platform or the buyer (IN), or us (OUT). */
  direction: z.enum(['IN', 'OUT']),
});
export type LifecycleHistoryEntry = z.infer<typeof LifecycleHistoryEntry>;

export const DepositState = z.enum(['PENDING', 'DEPOSITED', 'FAILED', 'NOT_SENT']);
export type DepositState = z.infer<typeof DepositState>;
export const depositStateLabels: Record<DepositState, string> = {
  PENDING: 'Dépôt en attente',
  DEPOSITED: 'Déposée sur la plateforme',
  FAILED: 'Dépôt en échec',
  NOT_SENT: 'Non transmise (e-reporting)',
};

/** GET /api/factures/{id}/e-invoicing: where the invoice is in its life on the platform. */
export const InvoiceLifecycle = z.object({
  depositState: DepositState.nullable(),
  depositError: z.string().nullable(),
  trackingId: z.string().nullable(),
  current: LifecycleHistoryEntry.nullable(),
  /** 213 or 210: corrected by a credit note and a new invoice, never edited. */
  terminalRefusal: z.boolean(),
  history: z.array(LifecycleHistoryEntry),
});
export type InvoiceLifecycle = z.infer<typeof InvoiceLifecycle>;

export const ReceivedInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  supplierName: z.string().nullable(),
  supplierSiren: z.string().nullable(),
  issueDate: z.string().nullable(),
  totalHT: z.string().nullable(),
  totalTTC: z.string().nullable(),
  currency: z.string(),
  receivedAt: z.string(),
  /** Same supplier SIREN and number as an invoice received before. */
  duplicate: z.boolean(),
  hasReadableView: z.boolean(),
  current: LifecycleHistoryEntry.nullable(),
  history: z.array(LifecycleHistoryEntry),
});
export type ReceivedInvoice = z.infer<typeof ReceivedInvoice>;

export const ReceivedInvoiceList = z.object({ data: z.array(ReceivedInvoice), total: z.number().int() });
export type ReceivedInvoiceList = z.infer<typeof ReceivedInvoiceList>;

export const ReceivedInvoiceListQuery = z
  .object({ page: intParam(1, 100_000).default(1), limit: intParam(1, 100).default(20) })
  .strict();
export const ReceivedInvoiceParams = z.object({ id: idParam }).strict();

/** POST /api/factures-recues/{id}/status: « Approuver » 205, « En litige » 207, « Refuser » 210. */
export const ReceivedInvoiceAnswerBody = z
  .object({
    status: z.enum(BUYER_ANSWERS),
    reason: textField(30).optional(),
    comment: textField(500).optional(),
  })
  .strict();
export type ReceivedInvoiceAnswerBody = z.infer<typeof ReceivedInvoiceAnswerBody>;

/** The platform's webhook (XP Z12-013 WebhookCallbackContent): one flow changed. */
export const PlatformWebhookBody = z.object({
  flowInfo: z.object({ flowId: z.string().max(36), updatedAt: dateTimeField.optional() }).passthrough(),
});
