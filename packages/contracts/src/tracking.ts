import { z } from 'zod';
import { dateTimeField } from './fields.ts';
import { TRACKING_STAGE_CODES } from './rules/tracking-link.ts';

/**
 * The path of GET /api/public/tracking/{token} (a wildcard: whatever follows). Any text is taken and checked by the service
 * against the token's shape: a malformed token is simply not found (404), like an unknown one,
 * so the page has one message for every link that does not lead anywhere.
 */
export const TrackingTokenParams = z.object({ '*': z.string() }).strict();

const Point = z.object({ latitude: z.number(), longitude: z.number() });

/** Which way the arrival was estimated: the routing service's road route, or the straight line. */
export const ETA_METHODS = ['ROUTE', 'STRAIGHT_LINE'] as const;
export type EtaMethod = (typeof ETA_METHODS)[number];

/**
 * What the customer's tracking page reads, and nothing more: the operator's name, the step, the
 * truck's last position (while it comes), the meeting point (rounded) and the arrival estimate.
 * No name, phone, plate, address or id of anything.
 */
export const PublicTracking = z.object({
  operatorName: z.string(),
  stage: z.enum(TRACKING_STAGE_CODES),
  stageLabel: z.string(),
  truck: Point.extend({ positionDateTime: dateTimeField.nullable() }).nullable(),
  meetingPoint: Point.nullable(),
  eta: z
    .object({
      distanceMeters: z.number().int(),
      durationSeconds: z.number().int(),
      /** When the truck should be there: now plus the driving time. */
      arrivalDateTime: dateTimeField,
      method: z.enum(ETA_METHODS),
    })
    .nullable(),
  /** When this answer was made (the page says how fresh it is). */
  generatedAt: dateTimeField,
});
export type PublicTracking = z.infer<typeof PublicTracking>;
