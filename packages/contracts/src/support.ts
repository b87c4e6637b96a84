import { z } from 'zod';

/** POST /api/errorNotification: the error the user saw, plus the folder it happened on. */
export const ErrorNotificationRequest = z
  .object({
    error: z.string().max(500).optional(),
    error_description: z.string().max(5000).optional(),
    status: z.number().int().optional(),
    path: z.string().max(500).optional(),
    folderId: z.number().int().nullable().optional(),
  })
  .strict();
export type ErrorNotificationRequest = z.infer<typeof ErrorNotificationRequest>;

export const SuccessResponse = z.object({ success: z.literal(true) });
