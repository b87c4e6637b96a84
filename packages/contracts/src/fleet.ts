import { z } from 'zod';
import { intParam, idParam, isSafeText, MAX_INT, TEXT_INVALID_MESSAGE, textField } from './fields.ts';

/** The last known position of a truck, as its telematics box reported it. */
export const TruckPosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  text: z.string().nullable(),
  dateTime: z.iso.datetime().nullable(),
});
export type TruckPosition = z.infer<typeof TruckPosition>;

export const Truck = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  licensePlate: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** The truck's object number in Webfleet (TTW = TomTom Telematics Webfleet). */
  ttwId: z.string().nullable(),
  /**
   * The agent who usually drives it (the driver whose default truck it is); choosing the truck
   * for a mission fills that driver in (driverAfterTruckChange). Null: none, or several.
   */
  usualAgentId: z.number().int().nullable(),
  position: TruckPosition.nullable(),
  positionText: z.string().nullable(),
  positionLatitude: z.number().nullable(),
  positionLongitude: z.number().nullable(),
  /** The mission the truck holds now (on the road), with its folder; only with withPosition=true. */
  currentMission: z
    .object({
      id: z.number().int(),
      folderId: z.number().int(),
      orderNo: z.string(),
      externalFolderNo: z.string().nullable(),
      missionState: z.string(),
    })
    .nullable()
    .optional(),
});
export type Truck = z.infer<typeof Truck>;

export const TruckList = z.object({ rows: z.array(Truck), total: z.number().int() });
export type TruckList = z.infer<typeof TruckList>;

export const TRUCK_LIST_MAX_LIMIT = 5000;
export const TRUCK_TEXT_MAX_LENGTH = 100;

/** GET /api/trucks. Without limit the whole fleet comes back (up to 5,000): truck pickers and the map need every truck. */
export const TruckListQuery = z
  .object({
    /** true: only the trucks whose position is known (the vehicle map). */
    withPosition: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    offset: intParam(0, MAX_INT).default(0),
    limit: z.coerce.number().int().min(1).max(TRUCK_LIST_MAX_LIMIT).default(TRUCK_LIST_MAX_LIMIT),
    /** Matches name, plate, serial number and Webfleet number ('Mes véhicules' search). */
    text: textField(TRUCK_TEXT_MAX_LENGTH).optional(),
  })
  .strict();
export type TruckListQuery = z.infer<typeof TruckListQuery>;

export const TruckIdParams = z.object({ id: idParam }).strict();

export const TRUCK_MESSAGE_MAX_LENGTH = 500;

/** POST /api/trucks/{id}/sendMessage: the body is the message itself, as text/plain. */
export const TruckMessageText = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'Le message est vide'
        : 'Le message doit être envoyé en texte brut (text/plain)',
  })
  .trim()
  .min(1, 'Le message est vide')
  .max(TRUCK_MESSAGE_MAX_LENGTH, `Le message ne doit pas dépasser ${TRUCK_MESSAGE_MAX_LENGTH} caractères`)
  .refine(isSafeText, TEXT_INVALID_MESSAGE);

export const TruckMessageStatus = z.enum(['SENT', 'FAILED']);

export const TruckMessage = z.object({
  id: z.number().int(),
  truckId: z.number().int(),
  text: z.string(),
  status: TruckMessageStatus,
  creationDateTime: z.iso.datetime(),
});
export type TruckMessage = z.infer<typeof TruckMessage>;

export const Agent = z.object({ id: z.number().int(), name: z.string() });
export type Agent = z.infer<typeof Agent>;
export const AgentList = z.array(Agent);

/** POST /api/trucks/synchronize: how many trucks were added, changed or deactivated. */
export const TruckSyncResult = z.object({
  count: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
});
export type TruckSyncResult = z.infer<typeof TruckSyncResult>;

/** A live truck position (WebSocket topic TRUCKS_TOPIC): the map moves one marker. */
export const TruckPositionUpdate = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  text: z.string().nullable(),
  dateTime: z.iso.datetime().nullable(),
});
export type TruckPositionUpdate = z.infer<typeof TruckPositionUpdate>;
