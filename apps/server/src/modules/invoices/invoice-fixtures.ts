import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles, legalEntities, paymentModes, users, vatRates } from '../../db/schema/index.ts';

/** The demo account of a login (tests and the e2e fixture route). */
export async function accountOfLogin(db: DbOrTx, login: string): Promise<number> {
  const [user] = await db.select({ accountId: users.accountId }).from(users).where(eq(users.login, login));
  if (!user) throw new Error(`no user ${login}`);
  return user.accountId;
}

/** A customer, an article at 20 % and the account's VAT codes and payment modes, for tests. */
export async function makeInvoicingFixtures(db: DbOrTx, accountId: number, name = 'Garage Client') {
  const rates = await db.select().from(vatRates).where(eq(vatRates.accountId, accountId));
  const modes = await db.select().from(paymentModes).where(eq(paymentModes.accountId, accountId));
  const rate = (taux: string | null) => rates.find((r) => r.taux === taux)!;
  const mode = (nom: string) => modes.find((m) => m.nom === nom)!;
  const [customer] = await db
    .insert(legalEntities)
    .values({
      accountId,
      code: `CL${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      headQuarterPlace: { companyName: name, contactName: 'Durand', contactFirstname: 'Paul' } as never,
      facturationPlace: {
        companyName: name,
        line1: '1 rue du Port',
        zipCode: '69002',
        city: 'Lyon',
        country: 'France',
      } as never,
      modeReglementId: mode('30 jours fin de mois').id,
      regimeTva: 'TVA_FRANCE',
    })
    .returning();
  const [article] = await db
    .insert(articles)
    .values({
      accountId,
      code: `REM${Math.floor(Math.random() * 1e6)}`,
      nom: 'Remorquage',
      montantHT: '125.50',
      tvaId: rate('20.00').id,
      venteTvaCodeCompte: '706100',
    })
    .returning();
  return { customer: customer!, article: article!, rate, mode };
}
