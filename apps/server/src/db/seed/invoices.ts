import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../client.ts';
import { legalEntities, vatRates } from '../schema/index.ts';
import type { InvoiceDraft } from '../../modules/invoices/invoice-build.ts';
import { issueDraftIn } from '../../modules/invoices/invoice-issue.service.ts';
import { createDraftIn } from '../../modules/invoices/invoices.service.ts';

const DAY = 86_400_000;

interface DemoInvoice {
  /** The customer: a company's name, or a private person's family name. */
  customer: string;
  lines: Array<{ nom: string; quantity: number; montantHT: number; taux: string | null }>;
  /** Issued that many days before the seed; absent: left as a draft. */
  issuedDaysAgo?: number;
}

const DEMO: DemoInvoice[] = [
  {
    customer: 'Garage Renault Vaise',
    lines: [
      { nom: 'Remorquage véhicule léger', quantity: 1, montantHT: 125.5, taux: '20.00' },
      { nom: 'Kilomètres supplémentaires', quantity: 18, montantHT: 1.5, taux: '20.00' },
    ],
    issuedDaysAgo: 21,
  },
  {
    customer: 'Carrosserie Duval',
    lines: [
      { nom: 'Dépannage sur place', quantity: 1, montantHT: 89, taux: '20.00' },
      { nom: 'Gardiennage (jours)', quantity: 3, montantHT: 15, taux: '20.00' },
    ],
    issuedDaysAgo: 14,
  },
  {
    customer: 'Fabre',
    lines: [
      { nom: "Remorquage jusqu'au garage", quantity: 1, montantHT: 140, taux: '20.00' },
      { nom: 'Péage autoroute (débours)', quantity: 1, montantHT: 8.7, taux: null },
    ],
    issuedDaysAgo: 6,
  },
  {
    customer: 'Garage Renault Vaise',
    lines: [{ nom: 'Remorquage véhicule utilitaire', quantity: 1, montantHT: 165, taux: '20.00' }],
  },
];

async function customerOf(tx: DbOrTx, accountId: number, name: string) {
  const [found] = await tx
    .select({ id: legalEntities.id, modeReglementId: legalEntities.modeReglementId })
    .from(legalEntities)
    .where(
      and(
        eq(legalEntities.accountId, accountId),
        sql`coalesce(${legalEntities.headQuarterPlace}->>'companyName', ${legalEntities.headQuarterPlace}->>'contactName') = ${name}`,
      ),
    );
  return found!;
}

/**
 * The depanneur's invoices: three issued over the last weeks (numbered FC-000001…, their PDF kept)
 * and a draft, so that the list shows both and a credit note can be tried at once.
 */
export async function seedInvoices(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, accountId));
  const tvaId = (taux: string | null) => rates.find((rate) => rate.taux === taux)?.id ?? null;
  const now = Date.now();
  for (const demo of DEMO) {
    const draft: InvoiceDraft = {
      date: new Date(now - (demo.issuedDaysAgo ?? 0) * DAY).toISOString().slice(0, 10),
      // The customer's payment mode, as the customer picker copies it.
      client: await customerOf(tx, accountId, demo.customer),
      articles: demo.lines.map((line) => ({ ...line, tvaId: tvaId(line.taux) })),
    };
    // The seed runs in one transaction (seedDemo): `tx` is one.
    const id = await createDraftIn(tx as Tx, accountId, draft);
    if (demo.issuedDaysAgo !== undefined)
      await issueDraftIn(tx as Tx, accountId, id, { now: new Date(now - demo.issuedDaysAgo * DAY) });
  }
}
