import { z } from 'zod';

export const AlarmType = z.enum(['MESSAGE_UNREAD', 'WAITING_ACCEPTATION', 'YARD_DEADLINE']);
export const Alarm = z.object({
  /** The folder the alarm leads to; null for a yard vehicle's deadline (it leads to the vehicle). */
  folderId: z.number().int().nullable(),
  yardEntryId: z.number().int().optional(),
  type: AlarmType,
  externalNumber: z.string().nullable(),
  description: z.string(),
});
export type Alarm = z.infer<typeof Alarm>;
export const AlarmList = z.array(Alarm);
