import { z } from 'zod';
import { textField } from '../fields.ts';
import { dateTime } from './fields.ts';

const MAX_PHONES = 5;

/**
 * GET /api/folders/duplicates: the plate and the callers' phones of a folder being created. Each
 * phone may be repeated (`phone=…&phone=…`); empty ones are ignored.
 */
export const FolderDuplicatesQuery = z
  .object({
    registration: textField(30).optional(),
    phone: z
      .union([textField(40), z.array(textField(40)).max(MAX_PHONES, `Au plus ${MAX_PHONES} numéros`)])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  })
  .strict();
export type FolderDuplicatesQuery = z.infer<typeof FolderDuplicatesQuery>;

/** An open folder of the account, created in the last 24 hours, with the same plate or phone. */
export const FolderDuplicate = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  externalNumber: z.string().nullable(),
  creationDateTime: dateTime,
  /** What is the same: the plate, a caller's phone, or both. */
  matches: z.array(z.enum(['registration', 'phone'])),
});
export type FolderDuplicate = z.infer<typeof FolderDuplicate>;

export const FolderDuplicates = z.object({ duplicates: z.array(FolderDuplicate) });
export type FolderDuplicates = z.infer<typeof FolderDuplicates>;
