import { z } from 'zod';
import { textField } from '../fields.ts';
import {
  lineTotalField,
  quantityField,
  reportBoundsIssue,
  unitPriceField,
  valorisationBoundsIssue,
  vatRateNumberField,
} from '../rules/amount-bounds.ts';
import { dateTime } from './fields.ts';

/** Who makes the first priced proposal of a Nomad folder. */
export const PropositionInitialeCode = ['ASSISTEUR', 'PRESTATAIRE', 'AUCUNE'] as const;
export const PropositionInitiale = {
  ASSISTEUR: 'ASSISTEUR',
  PRESTATAIRE: 'PRESTATAIRE',
  AUCUNE: 'AUCUNE',
} as const;
export type PropositionInitiale = (typeof PropositionInitialeCode)[number];

/** A priced line of a valorisation (spec 2 §3 Item). */
export const ValorisationItem = z.object({
  libelle: z.string(),
  commentaire: z.string().nullable(),
  inclus: z.boolean(),
  prixUnitaire: z.number().nullable(),
  quantite: z.number().nullable(),
  tauxTva: z.number().nullable(),
  montantTotal: z.number().nullable(),
  valorisationNegative: z.boolean(),
  prixVisible: z.boolean(),
  prixModifiable: z.boolean(),
  quantiteVisible: z.boolean(),
  quantiteModifiable: z.boolean(),
  tvaVisible: z.boolean(),
  tvaModifiable: z.boolean(),
  montantHtVisible: z.boolean(),
  montantHtModifiable: z.boolean(),
});
export type ValorisationItem = z.infer<typeof ValorisationItem>;

export const Valorisation = z.object({
  /** PRESTATAIRE when the operator proposed it, otherwise the assistance company's. */
  nature: z.string(),
  commentaire: z.string().nullable(),
  modifiable: z.boolean(),
  estFacturable: z.boolean(),
  items: z.array(ValorisationItem),
  /** Computed by the server when it stores the valorisation (rules/valorisation-totals.ts). */
  totalHt: z.number().nullable().optional(),
  totalTva: z.number().nullable().optional(),
  totalTtc: z.number().nullable().optional(),
});
export type Valorisation = z.infer<typeof Valorisation>;

/** A valorisation as it was proposed, by whom and when (valorisationPropositions). */
export const ValorisationProposal = Valorisation.extend({
  proposedAt: dateTime,
  /** The user who proposed it, or the assistance company. */
  proposedBy: z.string(),
});
export type ValorisationProposal = z.infer<typeof ValorisationProposal>;

/** Prices, quantities and rates: positive, bounded, at most 4 decimals (exact in cents arithmetic). */
const DECIMALS = 4;

/**
 * A line as the operator (or the assistance company) proposes it: the amounts they may fill in,
 * and the line's flags. Bounds (rules/amount-bounds.ts): what a folder's invoice would copy fits.
 */
export const ValorisationItemInput = ValorisationItem.extend({
  libelle: textField(200).min(1, 'Le libellé est obligatoire'),
  commentaire: textField(500).nullable(),
  prixUnitaire: unitPriceField('Prix unitaire', DECIMALS).nullable(),
  quantite: quantityField('Quantité', 0, DECIMALS).nullable(),
  tauxTva: vatRateNumberField('Taux de TVA', DECIMALS).nullable(),
  montantTotal: lineTotalField('Montant HT', DECIMALS).nullable(),
}).strict();

/** POST /api/folders/{id}/proposerValorisation. Totals sent by a client are ignored. */
export const ValorisationProposalBody = z
  .object({
    nature: textField(30),
    commentaire: textField(2000).nullable(),
    modifiable: z.boolean().optional(),
    estFacturable: z.boolean().optional(),
    items: z
      .array(ValorisationItemInput)
      .max(100, 'Au plus 100 lignes par valorisation')
      .superRefine((items, ctx) => reportBoundsIssue(ctx, valorisationBoundsIssue(items))),
    totalHt: z.number().nullable().optional(),
    totalTva: z.number().nullable().optional(),
    totalTtc: z.number().nullable().optional(),
  })
  .strict();
export type ValorisationProposalBody = z.infer<typeof ValorisationProposalBody>;

/** POST /api/folders/{id}/accepterProposition. */
export const AcceptPropositionBody = z
  .object({ numeroFacture: textField(50).nullable().optional() })
  .strict();
export type AcceptPropositionBody = z.infer<typeof AcceptPropositionBody>;

/** A message exchanged with the driver (spec 2 §3 Message). */
export const FolderMessage = z.object({
  id: z.number().int(),
  creationDateTime: dateTime,
  provenance: z.string(),
  author: z.string().nullable(),
  message: z.string(),
  markAsRead: z.boolean(),
});
export type FolderMessage = z.infer<typeof FolderMessage>;

export const FolderDocument = z.object({
  id: z.number().int(),
  contentType: z.string(),
  filename: z.string(),
  /** True when a thumbnail can be shown (GET …/documents/{documentId}/image). */
  image: z.boolean(),
  size: z.number().int(),
  creationDateTime: z.string(),
});
export type FolderDocument = z.infer<typeof FolderDocument>;
