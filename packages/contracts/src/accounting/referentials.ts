import { z } from 'zod';
import { idField, idParam, intField, intParam, textField } from '../fields.ts';
import { RegimeTvaSchema } from '../account-legal-entity.ts';
import { decimalText, rateField } from './money-fields.ts';

/**
 * The accounting referentials (spec 3 §3): VAT codes, payment modes, payment types, families.
 * Each has a full shape (answers), a creation body, and a patch body holding only what changed.
 * Rows flagged readOnly are the French defaults: viewed, never changed.
 */
const code = textField(50).pipe(z.string().min(1, 'Le code est obligatoire'));
const nom = textField(200).pipe(z.string().min(1, 'Le nom est obligatoire'));
const accountCode = textField(50).nullable();
const id = z.number().int();

/** Every referential call may act on a managed account (a supervisor, from /accounts/{id}). */
export const AccountingAccountQuery = z.object({ accountId: idParam.optional() }).strict();
export type AccountingAccountQuery = z.infer<typeof AccountingAccountQuery>;

export const REFERENTIAL_MAX_PAGE_SIZE = 1000;
/** GET /api/<referential>: the management table, all rows unless paged. */
export const ReferentialListQuery = z
  .object({
    accountId: idParam.optional(),
    limit: intParam(1, REFERENTIAL_MAX_PAGE_SIZE).default(REFERENTIAL_MAX_PAGE_SIZE),
    page: intParam(1, 100_000).default(1),
  })
  .strict();
export type ReferentialListQuery = z.infer<typeof ReferentialListQuery>;

export const ReferentialIdParams = z.object({ id: idParam }).strict();

/** TVA: one entity serving both shapes of the spec; codeCompte is compteCollecteCode. */
export const Tva = z.object({
  id,
  code: z.string(),
  nom: z.string(),
  /** Percent as '20.00'; null is 'Non applicable'. */
  taux: decimalText.nullable(),
  compteCollecteCode: z.string().nullable(),
  compteDeductibleCode: z.string().nullable(),
  codeCompte: z.string().nullable(),
  codeJournal: z.string().nullable(),
  regimeTva: RegimeTvaSchema,
  readOnly: z.boolean(),
});
export type Tva = z.infer<typeof Tva>;

const tvaFields = {
  code,
  nom,
  taux: rateField.nullable(),
  compteCollecteCode: accountCode,
  compteDeductibleCode: accountCode,
  /** Accepted as the other shape's name of compteCollecteCode. */
  codeCompte: accountCode,
  codeJournal: textField(20).nullable(),
  regimeTva: RegimeTvaSchema,
};
export const TvaCreate = z
  .object(tvaFields)
  .partial()
  .required({ code: true, nom: true })
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type TvaCreate = z.infer<typeof TvaCreate>;
export const TvaPatch = z.object(tvaFields).partial().extend({ readOnly: z.boolean().optional() }).strict();
export type TvaPatch = z.infer<typeof TvaPatch>;

export const PaymentMode = z.object({
  id,
  nom: z.string(),
  commentaire: z.string().nullable(),
  nombreJours: z.number().int().nullable(),
  finMois: z.boolean(),
  jourPaiement: z.number().int().nullable(),
  readOnly: z.boolean(),
});
export type PaymentMode = z.infer<typeof PaymentMode>;
const paymentModeFields = {
  nom,
  commentaire: textField(1000).nullable(),
  nombreJours: intField(0, 365).nullable(),
  finMois: z.boolean(),
  jourPaiement: intField(1, 31).nullable(),
};
export const PaymentModeCreate = z
  .object(paymentModeFields)
  .partial()
  .required({ nom: true })
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type PaymentModeCreate = z.infer<typeof PaymentModeCreate>;
export const PaymentModePatch = z
  .object(paymentModeFields)
  .partial()
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type PaymentModePatch = z.infer<typeof PaymentModePatch>;

export const PaymentType = z.object({
  id,
  nom: z.string(),
  codeJournal: z.string().nullable(),
  codeCompte: z.string().nullable(),
  readOnly: z.boolean(),
});
export type PaymentType = z.infer<typeof PaymentType>;
const paymentTypeFields = { nom, codeJournal: textField(20).nullable(), codeCompte: accountCode };
export const PaymentTypeCreate = z
  .object(paymentTypeFields)
  .partial()
  .required({ nom: true })
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type PaymentTypeCreate = z.infer<typeof PaymentTypeCreate>;
export const PaymentTypePatch = z
  .object(paymentTypeFields)
  .partial()
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type PaymentTypePatch = z.infer<typeof PaymentTypePatch>;

export const Famille = z.object({ id, code: z.string(), nom: z.string(), readOnly: z.boolean() });
export type Famille = z.infer<typeof Famille>;
const familleFields = { code, nom };
export const FamilleCreate = z.object(familleFields).extend({ readOnly: z.boolean().optional() }).strict();
export type FamilleCreate = z.infer<typeof FamilleCreate>;
export const FamillePatch = z
  .object(familleFields)
  .partial()
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type FamillePatch = z.infer<typeof FamillePatch>;

export const referentialListOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export const TvaList = referentialListOf(Tva);
export const PaymentModeList = referentialListOf(PaymentMode);
export const PaymentTypeList = referentialListOf(PaymentType);
export const FamilleList = referentialListOf(Famille);

/** An id of another referential row, in a body. */
export const referenceId = idField.nullable();
