import { z } from 'zod';
import { dateField, dateTimeField, idField, intField, signaturePngField, textField } from '../fields.ts';
import { YARD_CATEGORIES } from './yard-tariff-data.ts';
import {
  YARD_AUTHORITIES,
  YARD_ENTRY_KINDS,
  YARD_GENERAL_STATES,
  YARD_HOLD_KINDS,
  YARD_MARK_KINDS,
  YARD_REASONS,
  YARD_VIEWS,
} from './yard-codes.ts';

const required = (label: string) => `${label} : obligatoire`;

export const YardMark = z
  .object({
    view: z.enum(YARD_VIEWS, { error: 'Vue non valide' }),
    /** Where the mark is on the drawing, in thousandths of its width and height. */
    x: intField(0, 1000),
    y: intField(0, 1000),
    kind: z.enum(YARD_MARK_KINDS, { error: 'Type de dommage non valide' }),
    note: textField(200).default(''),
  })
  .strict();
export type YardMark = z.infer<typeof YardMark>;

export const YardCondition = z
  .object({
    generalState: z.enum(YARD_GENERAL_STATES, { error: 'État général non valide' }),
    marks: z.array(YardMark).max(100, 'Au plus 100 dommages'),
    gardienSignature: signaturePngField.nullable().default(null),
    ownerSignature: signaturePngField.nullable().default(null),
    officerSignature: signaturePngField.nullable().default(null),
  })
  .strict();
export type YardCondition = z.infer<typeof YardCondition>;

export const YardOwner = z
  .object({
    name: textField(200).default(''),
    address: textField(300).default(''),
    phone: textField(30).default(''),
    email: textField(200).default(''),
  })
  .strict();
export type YardOwner = z.infer<typeof YardOwner>;

export const YardVehicle = z
  .object({
    plate: textField(20).min(1, required('Immatriculation')),
    vin: textField(17).default(''),
    make: textField(60).default(''),
    model: textField(60).default(''),
    category: z.enum(YARD_CATEGORIES, { error: 'Catégorie non valide' }),
    colour: textField(40).default(''),
    mileage: intField(0, 9_999_999).nullable().default(null),
    keysKept: z.boolean().default(false),
  })
  .strict();
export type YardVehicle = z.infer<typeof YardVehicle>;

export const YardEntryCreate = z
  .object({
    kind: z.enum(YARD_ENTRY_KINDS, { error: 'Type d’entrée non valide' }),
    folderId: idField.nullable().default(null),
    authority: z.enum(YARD_AUTHORITIES, { error: 'Autorité non valide' }).nullable().default(null),
    officerName: textField(100).default(''),
    pvNumber: textField(50).default(''),
    reason: z.enum(YARD_REASONS, { error: 'Motif non valide' }),
    removedAt: dateTimeField,
    /** False: the owner came before the vehicle left its place (opérations préalables only). */
    vehicleRemoved: z.boolean().default(true),
    immobilisation: z.boolean().default(false),
    expertise: z.boolean().default(false),
    /** Low value: abandoned 10 days after the notice instead of 15. */
    lowValue: z.boolean().default(false),
    vehicle: YardVehicle,
    placeId: idField.nullable().default(null),
    /** Private storage: the daily price in cents (the account's default when absent). */
    privateDailyCents: intField(0, 100_000).nullable().default(null),
    owner: YardOwner.default({ name: '', address: '', phone: '', email: '' }),
    condition: YardCondition.nullable().default(null),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.kind === 'FOURRIERE' && !entry.authority)
      ctx.addIssue({
        code: 'custom',
        path: ['authority'],
        message: 'L’autorité qui prescrit la mise en fourrière est obligatoire',
      });
  });
export type YardEntryCreate = z.infer<typeof YardEntryCreate>;

export const YardHoldCreate = z
  .object({
    kind: z.enum(YARD_HOLD_KINDS, { error: 'Type d’opposition non valide' }),
    placedBy: textField(100).min(1, required('Posée par')),
    note: textField(300).default(''),
  })
  .strict();
export type YardHoldCreate = z.infer<typeof YardHoldCreate>;

export const YardHoldLift = z.object({ liftedBy: textField(100).min(1, required('Levée par')) }).strict();
export type YardHoldLift = z.infer<typeof YardHoldLift>;

export const YardNotice = z
  .object({
    sentOn: dateField,
    sentBy: textField(100).min(1, required('Envoyée par')),
    lowValue: z.boolean(),
  })
  .strict();
export type YardNotice = z.infer<typeof YardNotice>;

export const YardPlaceCreate = z
  .object({
    rowLabel: textField(20).min(1, required('Rangée')),
    placeLabel: textField(20).min(1, required('Place')),
  })
  .strict();
export type YardPlaceCreate = z.infer<typeof YardPlaceCreate>;
