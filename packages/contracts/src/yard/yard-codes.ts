/** The codes of the yard (fourrière and gardiennage) and their French labels. */
const labelsOf = <T extends string>(labels: Record<T, string>) => labels;

export const YARD_ENTRY_KINDS = ['FOURRIERE', 'GARDIENNAGE'] as const;
export type YardEntryKind = (typeof YARD_ENTRY_KINDS)[number];
export const YARD_ENTRY_KIND_LABELS = labelsOf<YardEntryKind>({
  FOURRIERE: 'Fourrière',
  GARDIENNAGE: 'Gardiennage privé',
});

export const YARD_AUTHORITIES = ['POLICE_MUNICIPALE', 'POLICE_NATIONALE', 'GENDARMERIE'] as const;
export type YardAuthority = (typeof YARD_AUTHORITIES)[number];
export const YARD_AUTHORITY_LABELS = labelsOf<YardAuthority>({
  POLICE_MUNICIPALE: 'Police municipale',
  POLICE_NATIONALE: 'Police nationale',
  GENDARMERIE: 'Gendarmerie',
});

export const YARD_REASONS = [
  'STATIONNEMENT_GENANT',
  'STATIONNEMENT_ABUSIF',
  'ACCIDENT',
  'VEHICULE_VOLE',
  'GARDE_ASSUREUR',
  'GARDE_PARTICULIER',
] as const;
export type YardReason = (typeof YARD_REASONS)[number];
export const YARD_REASON_LABELS = labelsOf<YardReason>({
  STATIONNEMENT_GENANT: 'Stationnement gênant',
  STATIONNEMENT_ABUSIF: 'Stationnement abusif (plus de 7 jours)',
  ACCIDENT: 'Accident',
  VEHICULE_VOLE: 'Véhicule volé retrouvé',
  GARDE_ASSUREUR: 'Garde simple pour un assureur',
  GARDE_PARTICULIER: 'Garde simple pour un particulier',
});

export const YARD_HOLD_KINDS = ['POLICE', 'EXPERT', 'JUDICIAL'] as const;
export type YardHoldKind = (typeof YARD_HOLD_KINDS)[number];
export const YARD_HOLD_KIND_LABELS = labelsOf<YardHoldKind>({
  POLICE: 'Scellé de police',
  EXPERT: 'Expertise de l’assureur',
  JUDICIAL: 'Opposition judiciaire',
});

export const YARD_STATUSES = ['PRESENT', 'RELEASED', 'HANDED_OVER'] as const;
export type YardStatus = (typeof YARD_STATUSES)[number];
export const YARD_STATUS_LABELS = labelsOf<YardStatus>({
  PRESENT: 'Au parc',
  RELEASED: 'Restitué',
  HANDED_OVER: 'Remis',
});

export const YARD_GENERAL_STATES = ['BON', 'DEGRADE', 'GRAVE'] as const;
export type YardGeneralState = (typeof YARD_GENERAL_STATES)[number];
export const YARD_GENERAL_STATE_LABELS = labelsOf<YardGeneralState>({
  BON: 'Bon état',
  DEGRADE: 'Dégradé',
  GRAVE: 'Dommages graves',
});

export const YARD_MARK_KINDS = ['RAYURE', 'ENFONCEMENT', 'BRIS', 'MANQUANT'] as const;
export type YardMarkKind = (typeof YARD_MARK_KINDS)[number];
export const YARD_MARK_KIND_LABELS = labelsOf<YardMarkKind>({
  RAYURE: 'Rayure',
  ENFONCEMENT: 'Enfoncement',
  BRIS: 'Bris',
  MANQUANT: 'Élément manquant',
});

export const YARD_VIEWS = ['TOP', 'LEFT', 'RIGHT', 'FRONT', 'REAR'] as const;
export type YardView = (typeof YARD_VIEWS)[number];

export const YARD_PAYMENT_METHODS = ['CARTE', 'ESPECES', 'CHEQUE', 'VIREMENT'] as const;
export type YardPaymentMethod = (typeof YARD_PAYMENT_METHODS)[number];
export const YARD_PAYMENT_METHOD_LABELS = labelsOf<YardPaymentMethod>({
  CARTE: 'Carte bancaire',
  ESPECES: 'Espèces',
  CHEQUE: 'Chèque',
  VIREMENT: 'Virement',
});

export const YARD_IDENTITY_DOCUMENTS = ['CNI', 'PASSEPORT', 'PERMIS', 'TITRE_SEJOUR'] as const;
export type YardIdentityDocument = (typeof YARD_IDENTITY_DOCUMENTS)[number];
export const YARD_IDENTITY_DOCUMENT_LABELS = labelsOf<YardIdentityDocument>({
  CNI: 'Carte nationale d’identité',
  PASSEPORT: 'Passeport',
  PERMIS: 'Permis de conduire',
  TITRE_SEJOUR: 'Titre de séjour',
});

export const YARD_TAKERS = ['OWNER', 'MANDATED', 'COMPANY'] as const;
export type YardTaker = (typeof YARD_TAKERS)[number];
export const YARD_TAKER_LABELS = labelsOf<YardTaker>({
  OWNER: 'Propriétaire',
  MANDATED: 'Personne mandatée',
  COMPANY: 'Société (Kbis)',
});

export const YARD_HANDOVER_KINDS = ['DOMAINES', 'DESTRUCTION'] as const;
export type YardHandoverKind = (typeof YARD_HANDOVER_KINDS)[number];
export const YARD_HANDOVER_KIND_LABELS = labelsOf<YardHandoverKind>({
  DOMAINES: 'Remise aux Domaines',
  DESTRUCTION: 'Remise pour destruction',
});
