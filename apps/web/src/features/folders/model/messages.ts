import { EMAIL_INVALID_MESSAGE } from '@plateau/contracts';
import type { PlaceMessages } from '../../../components/place-contact/place-value.ts';

/** The folder spec spells it without the accent (spec 2 §5, §8). */
export const FOLDER_PHONE_INVALID_MESSAGE = 'Numéro non valide';
/** Issue 28 §5: a folder's address the address service does not know is saved, without a position. */
export const FOLDER_ADDRESS_NOT_FOUND_MESSAGE =
  "Adresse introuvable : la mission n'aura pas de position sur la carte";

export const FOLDER_PLACE_MESSAGES: PlaceMessages = {
  phone: FOLDER_PHONE_INVALID_MESSAGE,
  email: EMAIL_INVALID_MESSAGE,
  addressNotFound: FOLDER_ADDRESS_NOT_FOUND_MESSAGE,
};
