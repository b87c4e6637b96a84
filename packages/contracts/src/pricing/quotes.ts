import { z } from 'zod';
import { dateField, idField, idParam, intField, textField } from '../fields.ts';
import { MAX_VAT_RATE } from '../rules/amount-bounds.ts';
import { PricingUnitCode } from './tariff-grid.ts';

export const QuoteStateCode = ['BROUILLON', 'ENVOYE', 'ACCEPTE', 'REFUSE', 'EXPIRE'] as const;
export type QuoteState = (typeof QuoteStateCode)[number];
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  BROUILLON: 'Brouillon',
  ENVOYE: 'Envoyé',
  ACCEPTE: 'Accepté',
  REFUSE: 'Refusé',
  EXPIRE: 'Expiré',
};

const rateMessage = `Taux de TVA : pourcentage entre 0 et ${MAX_VAT_RATE} attendu`;
export const QuoteLineInput = z
  .object({
    label: textField(200).pipe(z.string().min(1, 'Le libellé est obligatoire')),
    ruleDescription: textField(300),
    unit: z.enum(PricingUnitCode),
    quantity: intField(1, 100_000),
    unitPriceCents: intField(0, 1_000_000_000),
    vatRate: z.number({ error: rateMessage }).min(0, rateMessage).max(MAX_VAT_RATE, rateMessage),
    /** From the grid's proposal: the rule's floor and the regulated ceiling, flagged before sending. */
    floorCents: intField(0, 1_000_000_000).nullable().optional(),
    ceilingCents: intField(0, 1_000_000_000).nullable().optional(),
  })
  .strict();
export type QuoteLineInput = z.infer<typeof QuoteLineInput>;

export const QuoteInput = z
  .object({
    customerId: idField.nullable(),
    customerName: textField(200).pipe(z.string().min(1, 'Le nom du client est obligatoire')),
    customerEmail: textField(200).nullable(),
    customerPhone: textField(30).nullable(),
    description: textField(2000).nullable(),
    validUntil: dateField,
    lines: z.array(QuoteLineInput).min(1, 'Un devis a au moins une ligne').max(100),
  })
  .strict();
export type QuoteInput = z.infer<typeof QuoteInput>;

const QuoteLine = QuoteLineInput.extend({ totalHtCents: z.number().int() });

export const Quote = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(QuoteStateCode),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  description: z.string().nullable(),
  validUntil: z.string(),
  lines: z.array(QuoteLine),
  totalHtCents: z.number().int(),
  totalTtcCents: z.number().int(),
  folderId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  acceptedIp: z.string().nullable(),
  documentHash: z.string().nullable(),
  /** A line below its grid's floor or above the regulated price: shown before « Envoyer ». */
  warnings: z.array(z.object({ label: z.string(), message: z.string() })),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteList = z.array(Quote);

export const QuoteIdParams = z.object({ id: idParam }).strict();
export const QuoteListQuery = z
  .object({ state: z.enum(QuoteStateCode).optional(), q: textField(100).optional() })
  .strict();
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

/** How « Envoyer » hands the link over: by SMS, by e-mail, or only shown to the operator (LIEN). */
export const QuoteSendChannelCode = ['SMS', 'EMAIL', 'LIEN'] as const;
export type QuoteSendChannel = (typeof QuoteSendChannelCode)[number];
export const QuoteSendBody = z.object({ channel: z.enum(QuoteSendChannelCode) }).strict();
export type QuoteSendBody = z.infer<typeof QuoteSendBody>;

/** « Envoyer »: the public link (shown once: only its hash is stored), until when, and where it went. */
export const QuoteSent = z.object({
  quote: Quote,
  url: z.string(),
  expiresAt: z.string(),
  channel: z.enum(QuoteSendChannelCode),
  recipient: z.string().nullable(),
});
export type QuoteSent = z.infer<typeof QuoteSent>;
export const QuoteFolderBody = z.object({ folderId: idField.nullable() }).strict();

/** What the customer reads on the public page. */
export const PublicQuote = z.object({
  number: z.string(),
  state: z.enum(QuoteStateCode),
  sellerName: z.string(),
  customerName: z.string(),
  description: z.string().nullable(),
  validUntil: z.string(),
  lines: z.array(QuoteLine.omit({ ruleDescription: true })),
  totalHtCents: z.number().int(),
  totalTtcCents: z.number().int(),
  mentions: z.array(z.string()),
  acceptedName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof PublicQuote>;

export const PublicQuoteDecision = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('ACCEPTE'),
      name: textField(100).pipe(z.string().min(2, 'Tapez votre nom pour accepter le devis')),
      bonPourAccord: z.literal(true, { error: 'Cochez « Bon pour accord » pour accepter le devis' }),
    })
    .strict(),
  z.object({ decision: z.literal('REFUSE') }).strict(),
]);
export type PublicQuoteDecision = z.infer<typeof PublicQuoteDecision>;
