/**
 * The API's own invoices for the e-invoice check: a demo database in memory (PGlite), the
 * depanneur account given every seller mention, a business customer with a VAT number and a
 * private customer with an e-mail, invoices created (and issued, where the life cycle has an
 * issue route) through the routes, and their PDFs downloaded as a user would.
 */
import { eq } from 'drizzle-orm';
import { emptyLegalEntity } from '@plateau/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { accounts, legalEntities } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/demo/seed/index.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../src/test/invoice-fixtures.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;

export async function apiInvoicePdfs(): Promise<Record<string, Buffer>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db);
  const app = await buildApp({
    config: {
      ...loadConfig({}),
      webDir: '/nonexistent',
      tokenSecret: 'check-einvoice',
      secretsKey: Buffer.alloc(32, 7).toString('base64'),
      simulator: { enabled: false, seed: 1, pace: 1 },
      reports: { scheduleSeconds: 0, demoSftpPort: undefined },
      connectors: { schedule: false },
    },
    database,
    logger: false,
  });
  try {
    const db = database.db;
    const accountId = await accountOfLogin(db, 'depanneur');
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    await db
      .update(accounts)
      .set({
        legalEntity: {
          ...emptyLegalEntity(),
          ...account!.legalEntity,
          headQuarterPlace: { line1: '12 rue de la Villette', zipCode: '69003', city: 'Lyon' } as never,
          legalForm: 'SARL',
          shareCapital: '10000.00',
          rcsCity: 'Lyon',
          iban: 'FR7630006000011234567890189',
          bic: 'AGRIFRPP',
        },
      })
      .where(eq(accounts.id, accountId));
    const business = await makeInvoicingFixtures(db, accountId, 'Garage du Port');
    await db
      .update(legalEntities)
      .set({ tvaIntracommunautaire: 'FR03552100554' })
      .where(eq(legalEntities.id, business.customer.id));
    const person = await makeInvoicingFixtures(db, accountId, '');
    await db
      .update(legalEntities)
      .set({
        headQuarterPlace: { contactFirstname: 'Léa', contactName: 'Bernard' } as never,
        facturationPlace: {
          line1: '8 chemin des Vignes',
          zipCode: '69290',
          city: 'Craponne',
          contactEmail: 'lea.bernard@example.fr',
        } as never,
      })
      .where(eq(legalEntities.id, person.customer.id));

    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'depanneur',
        password: 'depanneur',
      }).toString(),
    });
    const headers = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
    const rate = (taux: string) => business.rate(taux).id;
    const invoiceFor = async (customerId: number, modeId: number, articles: object[]) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/factures',
        headers,
        payload: {
          date: new Date().toISOString().slice(0, 10),
          client: { id: customerId, modeReglementId: modeId },
          articles,
        },
      });
      if (created.statusCode !== 200) throw new Error(`création : ${created.body}`);
      const { id } = created.json<{ id: number }>();
      // Where invoices are drafts first, issue it; before that life cycle, the route is absent (404).
      const issued = await app.inject({ method: 'POST', url: `/api/factures/${id}/issue`, headers });
      if (issued.statusCode !== 200 && issued.statusCode !== 404)
        throw new Error(`émission : ${issued.body}`);
      const pdf = await app.inject({ method: 'GET', url: `/api/factures/${id}/pdf`, headers });
      if (pdf.statusCode !== 200) throw new Error(`PDF : ${pdf.body}`);
      return pdf.rawPayload;
    };
    return {
      'api-invoice': await invoiceFor(business.customer.id, business.mode('30 jours').id, [
        { nom: 'Remorquage', quantity: 1, montantHT: 125.5, tvaId: rate('20.00') },
        { nom: 'Kilomètres en charge', quantity: 42, montantHT: 1.8, tvaId: rate('20.00') },
        { nom: 'Gardiennage', quantity: 3, montantHT: 25, tvaId: rate('10.00') },
        { nom: 'Péage', quantity: 1, montantHT: 12.34, tvaId: null },
      ]),
      'api-invoice-60-lines': await invoiceFor(
        business.customer.id,
        business.mode('30 jours').id,
        Array.from({ length: 60 }, (_, i) => ({
          nom: `Prestation ${i + 1} : remorquage d’un véhicule léger depuis l’autoroute jusqu’au garage agréé`,
          quantity: (i % 3) + 1,
          montantHT: 20 + i,
          tvaId: rate(i % 2 ? '20.00' : '10.00'),
        })),
      ),
      'api-private-customer': await invoiceFor(person.customer.id, person.mode('30 jours').id, [
        { nom: 'Dépannage sur place', quantity: 1, montantHT: 89, tvaId: rate('20.00') },
      ]),
    };
  } finally {
    await app.close();
    await database.close();
  }
}
