import { and, eq } from 'drizzle-orm';
import { formatSequenceCode, sirenFromVatNumber, type Place } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  accountSequences,
  legalEntities,
  paymentModes,
  paymentTypes,
} from '../../db/schema/index.ts';
import { bordeaux, lille, nantes, toulouse, type DemoCustomer } from './customers-data.ts';
import { lyon } from './customers-lyon.ts';

const SEEDED: Record<string, DemoCustomer[]> = {
  depanneur: lyon,
  mission: toulouse,
  bordeaux,
  lille,
  nantes,
};

const toPlace = (c: DemoCustomer): Place =>
  ({
    companyName: c.company,
    contactFirstname: c.contact[0],
    contactName: c.contact[1],
    contactPhone: c.phone,
    contactEmail: c.email,
    line1: c.address[0],
    zipCode: c.address[1],
    city: c.address[2],
    country: c.address[2] === 'München' ? 'Allemagne' : 'France',
  }) as Place;

/** Demo customers of the operator accounts, numbered by their CUSTOMER counter. */
export async function seedCustomers(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  for (const [key, customers] of Object.entries(SEEDED)) {
    const accountId = accountIds.get(key)!;
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const prefix = account!.legalEntity?.prefixCustomer ?? 'CL';
    const idOf = async (table: typeof paymentModes | typeof paymentTypes, nom: string | undefined) =>
      nom
        ? (
            await tx
              .select({ id: table.id })
              .from(table)
              .where(and(eq(table.accountId, accountId), eq(table.nom, nom)))
          )[0]!.id
        : null;
    let number = 0;
    for (const customer of customers) {
      number += 1;
      await tx.insert(legalEntities).values({
        accountId,
        code: formatSequenceCode(prefix, number),
        headQuarterPlace: toPlace(customer),
        regimeTva: customer.regime ?? 'TVA_FRANCE',
        tvaIntracommunautaire: customer.vat ?? null,
        siren: customer.siren ?? sirenFromVatNumber(customer.vat),
        modeReglementId: await idOf(paymentModes, customer.mode),
        typeReglementId: await idOf(paymentTypes, customer.type),
      });
    }
    await tx.insert(accountSequences).values({ accountId, name: 'CUSTOMER', lastValue: number });
  }
}
