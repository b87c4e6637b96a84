import { z } from 'zod';

export const AlarmType = z.enum(['MESSAGE_UNREAD', 'WAITING_ACCEPTATION']);
export const Alarm = z.object({
  folderId: z.number().int(),
  type: AlarmType,
  externalNumber: z.string().nullable(),
  description: z.string(),
});
export type Alarm = z.infer<typeof Alarm>;
export const AlarmList = z.array(Alarm);
