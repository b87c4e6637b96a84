import { z } from 'zod';
import { dateTimeField, idField, signaturePngField, textField } from '../fields.ts';
import {
  YARD_HANDOVER_KINDS,
  YARD_IDENTITY_DOCUMENTS,
  YARD_PAYMENT_METHODS,
  YARD_TAKERS,
} from './yard-codes.ts';

const required = (label: string) => `${label} : obligatoire`;

/** The release's fields (the answer repeats them without the signature). */
export const YardReleaseFields = z
  .object({
    taker: z.enum(YARD_TAKERS, { error: 'Qualité de la personne non valide' }),
    takerName: textField(200).min(1, required('Nom de la personne')),
    identityDocument: z.enum(YARD_IDENTITY_DOCUMENTS, { error: 'Pièce d’identité non valide' }),
    identityNumber: textField(50).min(1, required('Numéro de la pièce d’identité')),
    companyName: textField(200).default(''),
    kbisNumber: textField(50).default(''),
    registrationChecked: z.boolean(),
    insuranceChecked: z.boolean(),
    mainleveeChecked: z.boolean().default(false),
    /** The fees are paid before the vehicle leaves: the method, or null when not paid. */
    paymentMethod: z.enum(YARD_PAYMENT_METHODS, { error: 'Mode de paiement non valide' }).nullable(),
    /** The cheque's number or the transfer's reference (required for those two methods). */
    paymentReference: textField(100).default(''),
    /** The customer billed instead of the person (an insurer, the authority); null bills the person. */
    customerId: idField.nullable().default(null),
    /** The person's address on their invoice; blank takes the owner's address of the entry. */
    takerAddress: textField(300).default(''),
    /** The total the operator saw; the server recomputes it and refuses a stale one. */
    expectedTotalCents: z.number().int().min(0).max(100_000_000),
    releasedAt: dateTimeField,
    signature: signaturePngField.nullable().default(null),
  })
  .strict();

export const YardRelease = YardReleaseFields.superRefine((release, ctx) => {
  if (release.taker === 'COMPANY' && !release.kbisNumber)
    ctx.addIssue({
      code: 'custom',
      path: ['kbisNumber'],
      message: 'Le numéro Kbis de la société est obligatoire',
    });
  if (
    (release.paymentMethod === 'CHEQUE' || release.paymentMethod === 'VIREMENT') &&
    !release.paymentReference
  )
    ctx.addIssue({
      code: 'custom',
      path: ['paymentReference'],
      message:
        release.paymentMethod === 'CHEQUE'
          ? 'Le numéro du chèque est obligatoire'
          : 'La référence du virement est obligatoire',
    });
});
export type YardRelease = z.infer<typeof YardRelease>;

export const YardHandover = z
  .object({
    kind: z.enum(YARD_HANDOVER_KINDS, { error: 'Type de remise non valide' }),
    handedAt: dateTimeField,
    recipient: textField(200).min(1, required('Destinataire')),
    vhuCentreNumber: textField(50).default(''),
    destructionCertificateNumber: textField(50).default(''),
    /** The authority's customer card: its invoice of the fees is issued at the hand-over; null bills nobody yet. */
    customerId: idField.nullable().default(null),
  })
  .strict()
  .superRefine((handover, ctx) => {
    if (handover.kind === 'DESTRUCTION' && !handover.vhuCentreNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['vhuCentreNumber'],
        message: 'Le numéro d’agrément du centre VHU est obligatoire',
      });
  });
export type YardHandover = z.infer<typeof YardHandover>;
