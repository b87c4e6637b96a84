import {
  AssistanceProvider,
  NatureInterventionCode,
  type NatureIntervention,
} from '../referentials/codes.ts';

/** AXA numbers read 5016494289*01: the folder digits, an asterisk, the mission's two digits. */
const AXA_MISSION_NUMBER = /^\d+\*\d{2}$/;
/** The spec's message, with the expected form: the user learns it as they type (issue 20 §4.3). */
export const AXA_NUMBER_EXAMPLE = '5016477041*03';
export const AXA_MISSION_NUMBER_MESSAGE = `Numéro de dossier AXA incorrect : format attendu ${AXA_NUMBER_EXAMPLE} (chiffres, un astérisque, 2 chiffres)`;
/** A folder number the account already has: a warning, the user may go on (a second mission). */
export const duplicateExternalNumberWarning = (externalNumber: string) =>
  `Un dossier porte déjà le numéro « ${externalNumber} » : vérifiez qu'il ne s'agit pas d'un doublon`;

export const isValidAxaMissionNumber = (value: string) => AXA_MISSION_NUMBER.test(value.trim());

/** The message to show for this provider's mission number, or null when it is acceptable. */
export function axaMissionNumberError(
  assistanceProvider: string | null | undefined,
  missionNumber: string | null | undefined,
): string | null {
  if (assistanceProvider !== AssistanceProvider.AXA_ASSISTANCE) return null;
  return missionNumber && isValidAxaMissionNumber(missionNumber) ? null : AXA_MISSION_NUMBER_MESSAGE;
}

export const NO_DESTINATION_CONFIRMATION =
  'Aucune destination indiquée. Souhaitez-vous tout de même envoyer la mission ?';

interface Locatable {
  line1?: string | null;
  city?: string | null;
  zipCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  descriptionLieu?: string | null;
}

/** A destination the driver can reach: an address or a position. */
export const hasDestination = (place: Locatable | null | undefined) =>
  !!place &&
  (!!place.line1?.trim() ||
    !!place.city?.trim() ||
    !!place.zipCode?.trim() ||
    !!place.descriptionLieu?.trim() ||
    (place.latitude != null && place.longitude != null));

/** Sending a mission without a destination asks the user first. */
export const needsNoDestinationConfirmation = (destination: Locatable | null | undefined) =>
  !hasDestination(destination);

/** Spec 2 §2: the nature choices are the reference list, or the changes allowed from the current nature. */
export function allowedNatures(intervention: {
  nature?: NatureIntervention | string | null;
  changementsNatureAutorises?: readonly string[] | null;
}): NatureIntervention[] {
  const changes = intervention.changementsNatureAutorises ?? [];
  if (!intervention.nature || changes.length === 0) return [...NatureInterventionCode];
  return NatureInterventionCode.filter((n) => n === intervention.nature || changes.includes(n));
}

export const NATURE_CHANGE_REFUSED_MESSAGE =
  "Cette nature d'intervention n'est pas autorisée depuis la nature actuelle";
