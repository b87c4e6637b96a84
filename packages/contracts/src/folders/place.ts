import { z } from 'zod';
import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  isValidPhone,
  PHONE_INVALID_MESSAGE,
} from '../rules/phone-email.ts';
import { dateTime, entityId, inputOf, outputOf, shortText } from './fields.ts';

export const phoneNumber = shortText(30).refine(isValidPhone, PHONE_INVALID_MESSAGE);
export const emailAddress = shortText(200).refine(isValidEmail, EMAIL_INVALID_MESSAGE);

/** The address part of a place, also a report step's place (folders/report-patch.ts). */
export const addressFields = {
  line1: shortText(),
  line2: shortText(),
  line3: shortText(),
  zipCode: shortText(10),
  city: shortText(100),
  country: shortText(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
};

/** The place / contact panel (spec 1 §2, spec 2 §3 Place): an address, a contact and an optional date. */
const placeFields = {
  id: entityId,
  label: shortText(),
  companyName: shortText(),
  /** Set by the assistance company; read-only in the panel. */
  zoneId: shortText(50),
  codeInsee: shortText(10),
  ...addressFields,
  gpsValide: z.boolean(),
  /** The typed text, kept when the address autocomplete found no geocoded match. */
  descriptionLieu: shortText(500),
  contactName: shortText(100),
  contactFirstname: shortText(100),
  contactPhone: phoneNumber,
  contactEmail: emailAddress,
  date: dateTime,
};

export const Place = outputOf(placeFields);
export type Place = z.infer<typeof Place>;

/** A place's keys and its address's, read off the schemas: a list written by hand drifts from them. */
export const PLACE_KEYS = Object.keys(placeFields) as (keyof Place)[];
export const ADDRESS_KEYS = Object.keys(addressFields) as (keyof typeof addressFields)[];

/** Each of `keys` set to null: a place, or the part of one, where nothing is known. */
export const nullFields = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

/** Each of `keys` taken from `source`, present: null where the source has none. */
export const fieldsOrNull = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key] ?? null])) as {
    [P in K]-?: NonNullable<T[P]> | null;
  };
export const PlaceInput = inputOf(placeFields);
export type PlaceInput = z.infer<typeof PlaceInput>;
