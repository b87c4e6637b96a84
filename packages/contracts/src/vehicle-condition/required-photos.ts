/**
 * The photos a procès-verbal needs, each a slot the driver fills. An account sets its list (the
 * default: the four corners, the odometer and the plate); an assisteur may require more on its
 * folders — the two lists add up, never subtract.
 */
export const PhotoSlot = [
  'avant_gauche',
  'avant_droit',
  'arriere_gauche',
  'arriere_droit',
  'compteur',
  'plaque',
  'vin',
  'signalisation',
  'interieur',
  'cles',
] as const;
export type PhotoSlot = (typeof PhotoSlot)[number];
export const photoSlotLabels: Record<PhotoSlot, string> = {
  avant_gauche: 'Avant gauche',
  avant_droit: 'Avant droit',
  arriere_gauche: 'Arrière gauche',
  arriere_droit: 'Arrière droit',
  compteur: 'Compteur kilométrique',
  plaque: "Plaque d'immatriculation",
  vin: 'Numéro de série (VIN)',
  signalisation: 'Signalisation en place',
  interieur: 'Intérieur',
  cles: 'Clés',
};

/** An account that never set its list requires these. */
export const DEFAULT_REQUIRED_PHOTO_SLOTS: readonly PhotoSlot[] = [
  'avant_gauche',
  'avant_droit',
  'arriere_gauche',
  'arriere_droit',
  'compteur',
  'plaque',
];

/** Reasons the driver may pick for leaving without every photo (free text is accepted too). */
export const PHOTO_SKIP_REASONS = [
  'Client absent',
  'Nuit, pas de lumière',
  'Intempéries',
  'Véhicule inaccessible',
] as const;

/** The slots a folder's PV requires: the account's list (or the default) then the assisteur's additions. */
export function requiredPhotoSlots(
  accountSlots: readonly PhotoSlot[] | null,
  assisteurSlots: readonly PhotoSlot[] | null,
): PhotoSlot[] {
  const all = [...(accountSlots ?? DEFAULT_REQUIRED_PHOTO_SLOTS), ...(assisteurSlots ?? [])];
  return PhotoSlot.filter((slot) => all.includes(slot));
}

/** The required slots still empty, in the list's order. */
export const missingPhotoSlots = (required: readonly PhotoSlot[], taken: readonly PhotoSlot[]): PhotoSlot[] =>
  required.filter((slot) => !taken.includes(slot));

/** « Départ des lieux » may be pressed: every required photo is taken, or the driver said why not. */
export const mayLeaveThePlace = (
  missing: readonly PhotoSlot[],
  skipReason: string | null | undefined,
): boolean => missing.length === 0 || (skipReason ?? '').trim().length > 0;

export const missingPhotosMessage = (missing: readonly PhotoSlot[]): string =>
  `Photos obligatoires manquantes : ${missing.map((slot) => photoSlotLabels[slot]).join(', ')}. Prenez-les ou indiquez pourquoi elles manquent.`;
