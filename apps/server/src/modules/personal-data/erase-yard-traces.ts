import { inArray, sql } from 'drizzle-orm';
import { ANONYMISED } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { yardEntries } from '../../db/schema/index.ts';

/**
 * What the yard keeps of a person (issue 31): the owner's identity and address, who took the vehicle back (name,
 * address, identity document) and the signatures. The register keeps the vehicle, its dates, fees and authority
 * (the fourrière's own record); the company and its Kbis are no person's. The condition sheet's photos show the
 * vehicle, not a person: they stay with it (and go when the entry is deleted). Also the retention of vehicles long gone.
 * Returns how many vehicles changed.
 */
export async function eraseYardTraces(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx
    .update(yardEntries)
    .set({
      owner: { name: ANONYMISED, address: '', phone: '', email: '' },
      release: sql`case when ${yardEntries.release} is null then null
        else ${yardEntries.release} || jsonb_build_object('takerName', ${ANONYMISED}::text, 'takerAddress', '',
          'identityNumber', ${ANONYMISED}::text) end`,
      releaseSignature: null,
      condition: sql`case when ${yardEntries.condition} is null then null
        else ${yardEntries.condition} || '{"ownerSignature": null, "officerSignature": null}'::jsonb end`,
    })
    .where(inArray(yardEntries.id, ids));
  return ids.length;
}
