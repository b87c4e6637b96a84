import { eq } from 'drizzle-orm';
import { Place } from '@plateau/contracts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, articles, legalEntities, paymentModes, users, vatRates } from '../db/schema/index.ts';

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
      // A French company: its invoices carry its SIREN (Luhn-valid).
      siren: '404833048',
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

type Fixtures = Awaited<ReturnType<typeof makeInvoicingFixtures>>;

/** A draft's body for the fixtures' customer ('30 jours'): one line per amount HT, at 20 %. */
export const draftBody = (fx: Fixtures, amounts: number[] = [100]) => ({
  date: '2026-01-15',
  client: { id: fx.customer.id, modeReglementId: fx.mode('30 jours').id },
  articles: amounts.map((montantHT, i) => ({
    nom: `Prestation ${i + 1}`,
    quantity: 1,
    montantHT,
    tvaId: fx.rate('20.00').id,
  })),
});

/** Everything the law wants of a seller on an issued invoice (the demo depanneur has it all). */
export async function completeSeller(db: DbOrTx, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  await db
    .update(accounts)
    .set({
      legalEntity: {
        ...account!.legalEntity!,
        // A stored place has every field, null when unknown.
        headQuarterPlace: {
          ...(Object.fromEntries(Object.keys(Place.shape).map((key) => [key, null])) as Place),
          companyName: account!.name,
          line1: '1 rue du Test',
          zipCode: '33000',
          city: 'Bordeaux',
        },
        tvaIntracommunautaire: 'FR83404833048',
        legalForm: 'SARL',
        shareCapital: '8000.00',
        rcsCity: 'Bordeaux',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP833',
      },
    })
    .where(eq(accounts.id, accountId));
}
