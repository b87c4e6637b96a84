import { z } from 'zod';
import { EventOrigineCode } from '../referentials/codes.ts';
import { outsideMoves } from '../rules/folder-outside-moves.ts';
import { MissionStepCode } from './mission.ts';

/**
 * What an event received from outside keeps so that it can be applied again through the service
 * that applied it first (stored with the event, never sent to browsers). Dates are ISO strings.
 */
const origin = z.enum(EventOrigineCode);
const at = z.string();
const point = { latitude: z.number().nullable(), longitude: z.number().nullable() };

export const EventReplay = z.discriminatedUnion('kind', [
  /** A move of the assistance company or the driver (folder-outside-moves.service.ts). */
  z.object({
    kind: z.literal('outsideMove'),
    move: z.enum(Object.keys(outsideMoves) as [keyof typeof outsideMoves]),
    origin,
    at,
    text: z.string().nullable(),
    message: z.unknown().optional(),
  }),
  /** The folder an assistance company sent: the folder itself is what it made. */
  z.object({ kind: z.literal('nomadFolder') }),
  /** The folder a Praxedo work order became (modules/connectors/praxedo-poll.ts). */
  z.object({ kind: z.literal('praxedoWorkOrder') }),
  /** Without origin: a message kept before the driver app had its own (NOMAD). */
  z.object({ kind: z.literal('driverMessage'), text: z.string(), at, origin: origin.optional() }),
  z.object({
    kind: z.literal('missionStep'),
    missionId: z.number().int(),
    step: z.enum(MissionStepCode),
    origin,
    at,
    ...point,
  }),
  z.object({
    kind: z.literal('driverPosition'),
    missionId: z.number().int(),
    origin,
    at,
    latitude: z.number(),
    longitude: z.number(),
  }),
]);
export type EventReplay = z.infer<typeof EventReplay>;
