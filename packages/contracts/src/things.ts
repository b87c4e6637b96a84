import { z } from 'zod';
import {
  dateTimeField,
  idField,
  idParam,
  intParam,
  isSafeText,
  MAX_INT,
  TEXT_INVALID_MESSAGE,
  textField,
} from './fields.ts';

/** A connected object (spec 1 §3 Thing): an Abeeway tracker and what it last reported. */
export const Thing = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The tracker's LoRaWAN device EUI (16 hexadecimal digits, upper case). */
  abeewayId: z.string(),
  accountId: z.number().int().nullable(),
  /** For the supervisor's account badge. */
  accountName: z.string().nullable(),
  infoDateTime: z.iso.datetime().nullable(),
  rssi: z.number().nullable(),
  snr: z.number().nullable(),
  temperature: z.number().nullable(),
  batteryLevel: z.number().int().nullable(),
  positionLatitude: z.number().nullable(),
  positionLongitude: z.number().nullable(),
  locationDateTime: z.iso.datetime().nullable(),
});
export type Thing = z.infer<typeof Thing>;

export const ThingList = z.object({ rows: z.array(Thing), total: z.number().int() });
export type ThingList = z.infer<typeof ThingList>;

/** accountId=-1 of GET /api/things: the things no account owns ('Non associés'). */
export const UNASSIGNED_ACCOUNT_FILTER = -1;
export const THING_PAGE_SIZES = [10, 25, 50] as const;
export const THING_DEFAULT_PAGE_SIZE = 50;
export const THING_NAME_REQUIRED_MESSAGE = 'Le nom est obligatoire';

/** GET /api/things (spec 1 §7): limit, page (from 1), order of the names, accountId, text. */
export const ThingListQuery = z
  .object({
    limit: intParam(1, 100).default(THING_DEFAULT_PAGE_SIZE),
    page: intParam(1, MAX_INT).default(1),
    order: z.enum(['asc', 'desc'], { error: "L'ordre est 'asc' ou 'desc'" }).default('asc'),
    accountId: z.coerce
      .number({ error: 'Compte non valide' })
      .int('Compte non valide')
      .min(UNASSIGNED_ACCOUNT_FILTER, 'Compte non valide')
      .max(MAX_INT, 'Compte non valide')
      .refine((id) => id !== 0, 'Compte non valide')
      .optional(),
    text: textField(100).optional(),
  })
  .strict();
export type ThingListQuery = z.infer<typeof ThingListQuery>;

export const ThingIdParams = z.object({ id: idParam }).strict();

/** PATCH /api/things/{id}: only what changed; accountId only from a supervisor (null: 'Aucun'). */
export const ThingPatch = z
  .object({
    name: z
      .string({ error: THING_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, THING_NAME_REQUIRED_MESSAGE)
      .max(100, 'Le nom ne doit pas dépasser 100 caractères')
      .refine(isSafeText, TEXT_INVALID_MESSAGE),
    accountId: idField.nullable(),
  })
  .partial()
  .strict();
export type ThingPatch = z.infer<typeof ThingPatch>;

/** GET /api/things/accounts: the accounts a supervisor may give a thing to. */
export const ThingAccountOption = z.object({ id: z.number().int(), name: z.string() });
export const ThingAccountOptions = z.array(ThingAccountOption);
export type ThingAccountOption = z.infer<typeof ThingAccountOption>;

export const DEVICE_EUI_MESSAGE = "L'identifiant de l'objet (devEUI) doit compter 16 chiffres hexadécimaux";
export const UPLINK_DEVICE_MESSAGE = 'Chaque message doit nommer son objet (devEUI ou abeewayId)';
export const MAX_UPLINKS_PER_REQUEST = 1_000;

const deviceEui = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{16}$/, DEVICE_EUI_MESSAGE)
  .transform((eui) => eui.toUpperCase());

/** One message of a tracker, as the LoRaWAN network server forwards it (POST /api/iot/uplinks). */
export const Uplink = z
  .object({
    devEUI: deviceEui.optional(),
    abeewayId: deviceEui.optional(),
    time: dateTimeField,
    position: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .strict()
      .nullable()
      .optional(),
    battery: z.number().int().min(0).max(100).nullable().optional(),
    temperature: z.number().min(-100).max(200).nullable().optional(),
    rssi: z.number().min(-200).max(50).nullable().optional(),
    snr: z.number().min(-50).max(50).nullable().optional(),
  })
  .strict()
  .refine((uplink) => uplink.devEUI ?? uplink.abeewayId, UPLINK_DEVICE_MESSAGE);
export type Uplink = z.infer<typeof Uplink>;
export type UplinkInput = z.input<typeof Uplink>;

/** One uplink, or a batch of them: read as a batch either way. */
export const UplinkBody = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z
    .array(Uplink)
    .min(1, 'Le lot de messages est vide')
    .max(MAX_UPLINKS_PER_REQUEST, `Un lot compte au plus ${MAX_UPLINKS_PER_REQUEST} messages`),
);

/**
 * Unknown devices one request may create: a leaked key cannot fill the device list by the
 * thousand; a real network server sends new trackers a few at a time.
 */
export const MAX_NEW_DEVICES_PER_REQUEST = 50;

/**
 * What the ingestion did, by device: the uplinks received, the devices written (created ones
 * included), created, ignored (nothing newer than stored, or another account's device), and the
 * ids of the unknown devices refused past the {@link MAX_NEW_DEVICES_PER_REQUEST} first ones
 * (to send again in a later request).
 */
export const UplinkResult = z.object({
  received: z.number().int(),
  written: z.number().int(),
  created: z.number().int(),
  ignored: z.number().int(),
  refused: z.array(z.string()),
});
export type UplinkResult = z.infer<typeof UplinkResult>;

/** POST /api/iot/ingestionKey: a new key for the account's network server, shown once. */
export const IngestionKey = z.object({ key: z.string() });
