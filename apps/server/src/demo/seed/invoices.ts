import { and, desc, eq, sql } from 'drizzle-orm';
import { ValorisationState } from '@plateau/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { articles, familles, folders, legalEntities, users, vatRates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { invoiceFolder } from '../../modules/invoices/folder-invoice.service.ts';
import type { InvoiceDraft } from '../../modules/invoices/invoice-build.ts';
import { issueDraftIn } from '../../modules/invoices/invoice-issue.service.ts';
import { createDraftIn } from '../../modules/invoices/invoices.service.ts';

const DAY = 86_400_000;

/** The towing catalogue of the operator accounts: [code, name, HT in euros, VAT code, family code]. */
type CatalogueLine = [code: string, nom: string, montantHT: string, tva: string, famille: string];
const FAMILIES: Array<[code: string, nom: string]> = [
  ['REM', 'Remorquage'],
  ['GAR', 'Gardiennage'],
  ['FRA', 'Frais'],
  ['DEB', 'Débours'],
];
const CATALOGUE: CatalogueLine[] = [
  ['REM-VL', 'Forfait remorquage VL', '125.50', 'TVA20', 'REM'],
  ['REM-PL', 'Forfait remorquage PL', '320.00', 'TVA20', 'REM'],
  ['KM-SUP', 'Kilomètre supplémentaire', '1.50', 'TVA20', 'REM'],
  ['GARD-J', 'Gardiennage par jour', '15.00', 'TVA20', 'GAR'],
  ['FRAIS-DOS', 'Frais de dossier', '25.00', 'TVA20', 'FRA'],
  ['DEB-PEAGE', 'Débours péage', '0.00', 'EXO', 'DEB'],
];

interface DemoInvoice {
  account: string;
  /** The customer: a company's name, or a private person's family name. */
  customer: string;
  /** Catalogue code, quantity, and the HT when it is not the catalogue's (a toll paid). */
  lines: Array<[code: string, quantity: number, montantHT?: number]>;
  /** Issued that many days before the seed; absent: left as a draft. */
  issuedDaysAgo?: number;
}

const DEMO: DemoInvoice[] = [
  {
    account: 'depanneur',
    customer: 'Garage Renault Vaise',
    lines: [
      ['REM-VL', 1],
      ['KM-SUP', 18],
    ],
    issuedDaysAgo: 21,
  },
  {
    account: 'depanneur',
    customer: 'Carrosserie Duval',
    lines: [
      ['REM-VL', 1, 89],
      ['GARD-J', 3],
    ],
    issuedDaysAgo: 14,
  },
  {
    account: 'depanneur',
    customer: 'Fabre',
    lines: [
      ['REM-VL', 1, 140],
      ['FRAIS-DOS', 1],
      ['DEB-PEAGE', 1, 8.7],
    ],
    issuedDaysAgo: 6,
  },
  {
    account: 'depanneur',
    customer: 'Garage Renault Vaise',
    lines: [
      ['REM-PL', 1],
      ['KM-SUP', 12],
    ],
  },
  {
    account: 'mission',
    customer: 'Garage Occitanie Automobiles',
    lines: [
      ['REM-PL', 1],
      ['GARD-J', 2],
      ['DEB-PEAGE', 1, 12.4],
    ],
    issuedDaysAgo: 9,
  },
  {
    account: 'mission',
    customer: 'Marty',
    lines: [['REM-VL', 1]],
  },
  // The further operators (dupont, bernard, atlantique): a draft each; their seller mentions are
  // not complete, so none is issued (« Impossible d'émettre » is theirs to try).
  {
    account: 'bordeaux',
    customer: 'Garage Peugeot Mérignac',
    lines: [
      ['REM-VL', 1],
      ['KM-SUP', 12],
    ],
  },
  { account: 'lille', customer: 'Deschamps', lines: [['REM-VL', 1]] },
  { account: 'nantes', customer: 'Transports Loire Océan', lines: [['REM-VL', 1]] },
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

type Article = typeof articles.$inferSelect;

/** The account's families and articles; answers the articles by code. */
async function seedCatalogue(tx: DbOrTx, accountId: number, rates: Array<typeof vatRates.$inferSelect>) {
  const made = await tx
    .insert(familles)
    .values(FAMILIES.map(([code, nom]) => ({ accountId, code, nom })))
    .returning({ id: familles.id, code: familles.code });
  const familleId = (code: string) => made.find((f) => f.code === code)!.id;
  const rows = await tx
    .insert(articles)
    .values(
      CATALOGUE.map(([code, nom, montantHT, tva, famille]) => ({
        accountId,
        code,
        nom,
        montantHT,
        tvaId: rates.find((rate) => rate.code === tva)?.id ?? null,
        famille1Id: familleId(famille),
        venteTvaCodeCompte: tva === 'EXO' ? null : '706000',
        venteSansTvaCodeCompte: tva === 'EXO' ? '708000' : null,
      })),
    )
    .returning();
  return new Map<string, Article>(rows.map((row) => [row.code, row]));
}

async function adminOf(tx: DbOrTx, accountId: number): Promise<AuthContext> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'ADMIN')))
    .orderBy(users.id)
    .limit(1);
  return { accountId, userId: admin!.id, nature: 'DEPANNEUR', assistanceProvider: null, role: 'ADMIN' };
}

/**
 * The operators' catalogue (towing flat rates, extra kilometre, storage, fees, tolls) and invoices:
 * issued ones over the last weeks (numbered FC-000001…, their PDF kept) and drafts, so that the
 * list shows both and a credit note can be tried at once; and one folder of the depanneur invoiced
 * from its validated valorisation, as « Facturer » does. The others whose valorisation is accepted
 * or validated are left for « Facturer ».
 */
export async function seedInvoices(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const now = Date.now();
  const catalogues = new Map<string, Map<string, Article>>();
  const ratesOf = new Map<string, Array<typeof vatRates.$inferSelect>>();
  for (const account of ['depanneur', 'mission', 'bordeaux', 'lille', 'nantes']) {
    const accountId = accountIds.get(account)!;
    const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, accountId));
    ratesOf.set(account, rates);
    catalogues.set(account, await seedCatalogue(tx, accountId, rates));
  }
  for (const demo of DEMO) {
    const accountId = accountIds.get(demo.account)!;
    const catalogue = catalogues.get(demo.account)!;
    const draft: InvoiceDraft = {
      date: new Date(now - (demo.issuedDaysAgo ?? 0) * DAY).toISOString().slice(0, 10),
      // The customer's payment mode, as the customer picker copies it.
      client: await customerOf(tx, accountId, demo.customer),
      articles: demo.lines.map(([code, quantity, montantHT]) => {
        const article = catalogue.get(code)!;
        return {
          articleId: article.id,
          code,
          nom: article.nom,
          quantity,
          montantHT: montantHT ?? Number(article.montantHT),
          tvaId: article.tvaId,
        };
      }),
    };
    // The seed runs in one transaction (seedDemo): `tx` is one.
    const id = await createDraftIn(tx as Tx, accountId, draft);
    if (demo.issuedDaysAgo !== undefined)
      await issueDraftIn(tx as Tx, accountId, id, { now: new Date(now - demo.issuedDaysAgo * DAY) });
  }
  // « Facturer » on the last folder whose valorisation the company validated, then issued.
  const depanneur = accountIds.get('depanneur')!;
  const [validated] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.accountId, depanneur), eq(folders.valorisationState, ValorisationState.VALIDEE)))
    .orderBy(desc(folders.id))
    .limit(1);
  if (!validated) return;
  const invoice = await invoiceFolder(tx as Db, await adminOf(tx, depanneur), validated.id);
  await issueDraftIn(tx as Tx, depanneur, invoice.id);
}
