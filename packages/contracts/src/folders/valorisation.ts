import { z } from 'zod';
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
});
export type Valorisation = z.infer<typeof Valorisation>;

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
