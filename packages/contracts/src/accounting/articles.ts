import { z } from 'zod';
import { idParam, textField } from '../fields.ts';
import { amountField, decimalText } from './money-fields.ts';
import { referenceId, referentialListOf } from './referentials.ts';

/**
 * Article (spec 3 §3): the catalogue an invoice copies lines from. montantTTC is computed by the
 * server from montantHT and the VAT code's rate (rules/article-ttc.ts) in every answer; a TTC sent
 * by a client is refused as an unknown field.
 */
export const ARTICLE_ACCOUNT_FIELDS = [
  'venteTvaCodeCompte',
  'venteTvaDOMCodeCompte',
  'venteTvaExportCodeCompte',
  'venteTvaIntraCommunautaireCodeCompte',
  'venteSansTvaCodeCompte',
  'achatTvaCodeCompte',
  'achatTvaDOMCodeCompte',
  'achatTvaExportCodeCompte',
  'achatTvaIntraCommunautaireCodeCompte',
  'achatSansTvaCodeCompte',
] as const;
export type ArticleAccountField = (typeof ARTICLE_ACCOUNT_FIELDS)[number];

const accountCodes = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(ARTICLE_ACCOUNT_FIELDS.map((field) => [field, schema])) as Record<
    ArticleAccountField,
    T
  >;

export const Article = z.object({
  id: z.number().int(),
  code: z.string(),
  nom: z.string(),
  montantHT: decimalText,
  /** The VAT code's id; null is 'Sans TVA'. */
  tvaId: z.number().int().nullable(),
  /** The VAT code's code (the spec's codeTva), for display and invoice lines. */
  codeTva: z.string().nullable(),
  montantTTC: decimalText,
  famille1Id: z.number().int().nullable(),
  famille2Id: z.number().int().nullable(),
  ...accountCodes(z.string().nullable()),
  readOnly: z.boolean(),
});
export type Article = z.infer<typeof Article>;

const articleFields = {
  code: textField(50).pipe(z.string().min(1, 'Le code est obligatoire')),
  nom: textField(200).pipe(z.string().min(1, 'Le libellé est obligatoire')),
  montantHT: amountField,
  tvaId: referenceId,
  famille1Id: referenceId,
  famille2Id: referenceId,
  ...accountCodes(textField(50).nullable()),
};
export const ArticleCreate = z
  .object(articleFields)
  .partial()
  .required({ code: true, nom: true, montantHT: true })
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type ArticleCreate = z.infer<typeof ArticleCreate>;
export type ArticleCreateInput = z.input<typeof ArticleCreate>;
export const ArticlePatch = z
  .object(articleFields)
  .partial()
  .extend({ readOnly: z.boolean().optional() })
  .strict();
export type ArticlePatch = z.infer<typeof ArticlePatch>;

export const ArticleList = referentialListOf(Article);

/** GET /api/articles/list: the picker, optionally within families. */
export const ArticlePickerQuery = z
  .object({ accountId: idParam.optional(), famille1Id: idParam.optional(), famille2Id: idParam.optional() })
  .strict();
export type ArticlePickerQuery = z.infer<typeof ArticlePickerQuery>;
