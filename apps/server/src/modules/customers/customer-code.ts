import { and, eq } from 'drizzle-orm';
import { formatSequenceCode } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { legalEntities } from '../../db/schema/index.ts';
import { nextSequenceValue } from '../accounting/account-sequences.repository.ts';

/**
 * The code of a new customer: the account's prefix and its CUSTOMER counter, skipping a code
 * already in use. Codes are unique per account, and a prefix changed along the way can spell an
 * existing one again ('C' + 100001 is 'C1' + 00001): the next value is taken instead of a 500.
 * The counter's row stays locked until the transaction ends, so no concurrent creation of the
 * account can take the code between the check and the insert. Customer codes may have gaps.
 */
export async function takeCustomerCode(tx: Tx, accountId: number, prefix: string): Promise<string> {
  for (;;) {
    const code = formatSequenceCode(prefix, await nextSequenceValue(tx, accountId, 'CUSTOMER'));
    const [taken] = await tx
      .select({ id: legalEntities.id })
      .from(legalEntities)
      .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.code, code)));
    if (!taken) return code;
  }
}
