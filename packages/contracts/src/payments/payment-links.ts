import { z } from 'zod';
import { rawTextField, textField } from '../fields.ts';
import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
} from '../rules/phone-email.ts';

/** A payment link answers this many days after it was sent, then leads nowhere (issue 29 §3). */
export const PAYMENT_LINK_DAYS = 30;

/** The day a link sent at `sentAt` stops answering. */
export const paymentLinkExpiry = (sentAt: Date): Date =>
  new Date(sentAt.getTime() + PAYMENT_LINK_DAYS * 24 * 3_600_000);

export const PAYMENT_LINK_INVALID_MESSAGE = 'Ce lien de paiement n’est pas valable ou a expiré';
export const PAYMENT_PROVIDER_MISSING_MESSAGE =
  'Aucun prestataire de paiement n’est configuré pour ce compte (Paramètres › Connecteurs › Paiement en ligne)';
export const PAYMENT_LINK_NOTHING_DUE_MESSAGE = 'Cette facture est déjà entièrement payée.';

export const PaymentLinkChannel = z.enum(['SMS', 'EMAIL']);
export type PaymentLinkChannel = z.infer<typeof PaymentLinkChannel>;
export const paymentLinkChannelLabels: Record<PaymentLinkChannel, string> = {
  SMS: 'SMS',
  EMAIL: 'E-mail',
};

/** « Envoyer un lien de paiement »: to a mobile (SMS) or an e-mail address. */
export const SendPaymentLinkRequest = z
  .object({ channel: PaymentLinkChannel, recipient: textField(200).min(1, 'Destinataire obligatoire') })
  .strict()
  .superRefine((body, ctx) => {
    if (body.channel === 'SMS' && !normalizePhone(body.recipient))
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: PHONE_INVALID_MESSAGE });
    if (body.channel === 'EMAIL' && !isValidEmail(body.recipient))
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: EMAIL_INVALID_MESSAGE });
  });
export type SendPaymentLinkRequest = z.infer<typeof SendPaymentLinkRequest>;

export const PaymentLinkOutcome = z.enum(['PAID', 'FAILED', 'ABANDONED']);
export type PaymentLinkOutcome = z.infer<typeof PaymentLinkOutcome>;

/** A link as the invoice page lists it (never its token, kept hashed: the address is shown once, when sent). */
export const PaymentLink = z.object({
  id: z.number().int(),
  channel: PaymentLinkChannel,
  recipient: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastOutcome: PaymentLinkOutcome.nullable(),
  /** The public page's address: only in the answer of the POST that made it. */
  url: z.string().optional(),
});
export type PaymentLink = z.infer<typeof PaymentLink>;
export const PaymentLinkList = z.object({ data: z.array(PaymentLink) });
export type PaymentLinkList = z.infer<typeof PaymentLinkList>;

/** What the public page shows, and nothing else: the seller, the invoice's number, what remains, the outcome. */
export const PublicPaymentLink = z.object({
  sellerName: z.string(),
  invoiceNumber: z.string(),
  /** What remains to pay, in cents. */
  remainingCents: z.number().int(),
  paid: z.boolean(),
  lastOutcome: PaymentLinkOutcome.nullable(),
  expiresAt: z.string(),
});
export type PublicPaymentLink = z.infer<typeof PublicPaymentLink>;
export const PublicCheckout = z.object({ paymentUrl: z.string() });
export type PublicCheckout = z.infer<typeof PublicCheckout>;

/** Settings › Connecteurs › « Paiement en ligne »: the secrets are never sent back, only whether they are set. */
export const PaymentProviderSettings = z.object({
  secretKeySet: z.boolean(),
  webhookSecretSet: z.boolean(),
  /** The address to declare at the provider as the webhook endpoint. */
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type PaymentProviderSettings = z.infer<typeof PaymentProviderSettings>;
/** A secret left out keeps the stored one. */
export const PaymentProviderSettingsBody = z
  .object({
    secretKey: rawTextField(300).min(1).optional(),
    webhookSecret: rawTextField(300).min(1).optional(),
  })
  .strict();
export type PaymentProviderSettingsBody = z.infer<typeof PaymentProviderSettingsBody>;

/** The SMS carrying the link; the seller's name introduces it. */
export const paymentLinkSmsText = (sellerName: string, invoiceNumber: string, url: string) =>
  `${sellerName} : réglez votre facture ${invoiceNumber} par carte sur ${url}`;

/** The e-mail carrying the link. */
export const paymentLinkMail = (
  sellerName: string,
  invoiceNumber: string,
  remaining: string,
  url: string,
) => ({
  subject: `${sellerName} : votre facture ${invoiceNumber}`,
  text:
    `Bonjour,\n\nVotre facture ${invoiceNumber} de ${sellerName} reste à régler : ${remaining}.\n` +
    `Vous pouvez la payer par carte bancaire et la télécharger à cette adresse, valable ${PAYMENT_LINK_DAYS} jours :\n` +
    `${url}\n\nCordialement,\n${sellerName}`,
});
