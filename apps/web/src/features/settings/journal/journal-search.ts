import { z } from 'zod';
import { JournalAct } from '@plateau/contracts';

/** The journal's filters as the URL holds them (a filtered journal can be shared and reloaded). */
const JournalSearchSchema = z.object({
  act: JournalAct.optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});
export type JournalSearch = z.infer<typeof JournalSearchSchema>;

export const journalFiltersOf = (params: URLSearchParams): JournalSearch =>
  JournalSearchSchema.parse(Object.fromEntries(params));

export function journalSearchParams(search: JournalSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  return params;
}
