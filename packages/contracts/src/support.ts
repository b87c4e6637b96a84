import { z } from 'zod';
import { idField, intField, rawTextField } from './fields.ts';

/** POST /api/errorNotification: the error the user saw, plus the folder it happened on. */
export const ErrorNotificationRequest = z
  .object({
    error: rawTextField(500).optional(),
    error_description: rawTextField(5000).optional(),
    status: intField(0, 999).optional(),
    path: rawTextField(500).optional(),
    folderId: idField.nullable().optional(),
  })
  .strict();
export type ErrorNotificationRequest = z.infer<typeof ErrorNotificationRequest>;

export const SuccessResponse = z.object({ success: z.literal(true) });
