import { z } from 'zod';
import { dateTimeField, idField } from './fields.ts';
import { CALENDAR_MAX_DAYS, ConflictCode, TruckStatusCode } from './rules/calendar.ts';

const DAY = 86_400_000;

/** GET /api/calendar: the period [start, end), at most 31 days. */
export const CalendarQuery = z
  .object({ start: dateTimeField, end: dateTimeField })
  .strict()
  .refine((q) => Date.parse(q.start) < Date.parse(q.end), {
    message: 'La fin de la période doit suivre son début',
    path: ['end'],
  })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= CALENDAR_MAX_DAYS * DAY, {
    message: `La période ne peut pas dépasser ${CALENDAR_MAX_DAYS} jours`,
    path: ['end'],
  });
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarTruck = z.object({
  id: z.number().int(),
  name: z.string(),
  licensePlate: z.string().nullable(),
  active: z.boolean(),
  /** The agent of the truck's mission nearest to now in the period: who drives it. */
  driver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(TruckStatusCode),
  statusLabel: z.string(),
  positionDateTime: z.iso.datetime().nullable(),
});
export type CalendarTruck = z.infer<typeof CalendarTruck>;

export const CalendarMission = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  folderVersion: z.number().int(),
  orderNo: z.string(),
  externalNumber: z.string().nullable(),
  folderState: z.string(),
  folderStateLabel: z.string(),
  missionState: z.string(),
  missionStateLabel: z.string(),
  truckId: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  missionDateTime: z.iso.datetime().nullable(),
  creationDateTime: z.iso.datetime(),
  /** The block: planned from the averages, then from the driver's steps, real once finished. */
  start: z.iso.datetime().nullable(),
  end: z.iso.datetime().nullable(),
  spanKind: z.enum(['PLANNED', 'RECORDED', 'REAL']).nullable(),
  city: z.string().nullable(),
  customerPlace: z.string().nullable(),
  destination: z.string().nullable(),
  vehicle: z.string().nullable(),
  assistanceProvider: z.string().nullable(),
  assistanceProviderLabel: z.string().nullable(),
  nature: z.string().nullable(),
  natureLabel: z.string().nullable(),
  /** Why it cannot be given a truck or moved (French), null when it can. */
  planRefusal: z.string().nullable(),
  /** Sent to the truck: moving it asks for a confirmation, the driver is told. */
  sent: z.boolean(),
  /** The folder's state lets its mission be sent (« Envoyer », or at once on assignment). */
  canSend: z.boolean(),
  conflicts: z.array(z.enum(ConflictCode)),
});
export type CalendarMission = z.infer<typeof CalendarMission>;

export const Calendar = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  trucks: z.array(CalendarTruck),
  missions: z.array(CalendarMission),
  /** Missions without a truck, most urgent first (appointment, then age), at most UNPLANNED_LIMIT. */
  unplanned: z.array(CalendarMission),
  /** Missions of the period with at least one conflict. */
  conflictCount: z.number().int(),
});
export type Calendar = z.infer<typeof Calendar>;

/** One truck's day in the week view: how busy it is, not each mission (GET /api/calendar/summary). */
export const CalendarDaySummary = z.object({
  truckId: z.number().int(),
  /** The Paris day, YYYY-MM-DD. */
  day: z.string(),
  count: z.number().int(),
  /** The day's first block start and latest block end. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Missions of that day with at least one conflict. */
  conflictCount: z.number().int(),
  /** The most urgent mission state of the day (MISSION_STATE_URGENCY), its colour. */
  missionState: z.string(),
  missionStateLabel: z.string(),
  /** 'HH:mm folder' of the day's first missions (SUMMARY_FOLDERS_LIMIT), for the hover. */
  folders: z.array(z.string()),
});
export type CalendarDaySummary = z.infer<typeof CalendarDaySummary>;

/** The full answer's shape with, instead of each mission, one summary per truck and day. */
export const CalendarSummary = Calendar.omit({ missions: true }).extend({
  /** One per truck and day holding at least one mission, by truck then day. */
  days: z.array(CalendarDaySummary),
});
export type CalendarSummary = z.infer<typeof CalendarSummary>;

/** PATCH /api/missions/{id}: give the mission a truck (and its driver) at a time. */
export const MissionPlan = z
  .object({
    /** The folder's version the user saw: a stale one is a 409, nothing moves. */
    version: z.number().int().min(1).max(2_147_483_647),
    truckId: idField,
    /** The truck's driver as intervenant; absent keeps the current one, null removes it. */
    agentId: idField.nullable().optional(),
    missionDateTime: dateTimeField,
    /** Send it to the truck at once (« Envoyer au camion dès l'affectation »). */
    send: z.boolean().optional(),
    /** The user confirmed moving a mission already sent. */
    confirmSent: z.boolean().optional(),
  })
  .strict();
export type MissionPlan = z.infer<typeof MissionPlan>;
