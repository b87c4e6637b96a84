import { EMAIL_INVALID_MESSAGE } from '@plateau/contracts';
import type { PlaceMessages } from '../../../components/place-contact/place-value.ts';

/** The folder spec spells it without the accent (spec 2 §5, §8). */
export const FOLDER_PHONE_INVALID_MESSAGE = 'Numéro non valide';
export const FOLDER_PLACE_MESSAGES: PlaceMessages = {
  phone: FOLDER_PHONE_INVALID_MESSAGE,
  email: EMAIL_INVALID_MESSAGE,
};
