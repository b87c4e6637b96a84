import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed/index.ts';
import type { AuthContext } from '../src/lib/access-token.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../src/test/invoice-fixtures.ts';
import { fecExport } from '../src/modules/invoices/fec.service.ts';
import { issueInvoice } from '../src/modules/invoices/invoice-issue.service.ts';
import { invoicePdf } from '../src/modules/invoices/invoice-pdf.service.ts';
import { createInvoice } from '../src/modules/invoices/invoices.service.ts';
import type { BenchDatabase } from './databases.ts';

const FEC_INVOICES = 100_000;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!.toFixed(1);

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Invoices (issue 9), in process on the given database: creation with 20 lines, the Factur-X PDF,
 * and the FEC of 100 000 invoices made set-based (time and peak RSS while the file streams).
 */
export async function benchInvoices(bench: BenchDatabase): Promise<void> {
  console.log(`\nInvoices — ${bench.label}`);
  const database = await openDatabase({
    databaseUrl: bench.env.DATABASE_URL ?? '',
    dataDir: bench.env.DATA_DIR ?? '',
  });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const db = database.db;
    const accountId = await accountOfLogin(db, 'depanneur');
    const fx = await makeInvoicingFixtures(db, accountId);
    const auth = {
      accountId,
      userId: 1,
      nature: 'DEPANNEUR',
      assistanceProvider: null,
      role: 'ADMIN',
    } as AuthContext;
    const lines = Array.from({ length: 20 }, (_, i) => ({
      nom: `Prestation ${i + 1}`,
      quantity: 1 + (i % 3),
      montantHT: 10.5 + i,
      tvaId: fx.rate(i % 2 ? '20.00' : '10.00').id,
    }));
    const body = { date: '2026-01-15', client: { id: fx.customer.id }, articles: lines };
    const first = await createInvoice(db, auth, body);
    const created = await timed(199, () => createInvoice(db, auth, body));
    console.log(`  POST /api/factures (a draft), 20 lines: p95 ${p95(created)} ms over ${created.length}`);
    // A draft's PDF is made at every download; an issued one is read back as kept.
    const draftPdf = await timed(50, () => invoicePdf(db, auth, first.id));
    console.log(`  GET /api/factures/{id}/pdf of a draft: p95 ${p95(draftPdf)} ms (aim ≤ 500 ms)`);
    const issued = await timed(20, async () => {
      const draft = await createInvoice(db, auth, body);
      await issueInvoice(db, auth, draft.id, null);
    });
    console.log(`  POST /api/factures/{id}/issue (its PDF made and kept): p95 ${p95(issued)} ms`);
    await issueInvoice(db, auth, first.id, null);
    const keptPdf = await timed(50, () => invoicePdf(db, auth, first.id));
    console.log(`  GET /api/factures/{id}/pdf, issued: p95 ${p95(keptPdf)} ms over ${keptPdf.length}`);
    // 100 000 issued invoices copied set-based from the first one (header and its 20 lines).
    await db.execute(`
      insert into invoices (account_id, kind, state, code, sequence_value, issued_at, date, due_date, customer_id, company_name, total_ht, total_tva, total_ttc, vat_breakdown)
      select account_id, kind, 'ISSUED', 'BX-' || g, 1000 + g, now() + g * interval '1 millisecond', date '2025-01-01' + (g % 365), due_date, customer_id, company_name, total_ht, total_tva, total_ttc, vat_breakdown
      from invoices, generate_series(1, ${FEC_INVOICES}) g where id = ${first.id}`);
    await db.execute(`
      insert into invoice_lines (invoice_id, position, nom, quantity, montant_ht, tva_id, tva_code, tva_rate, tva_compte_collecte, compte_vente, total_ht, total_tva, total_ttc)
      select i.id, l.position, l.nom, l.quantity, l.montant_ht, l.tva_id, l.tva_code, l.tva_rate, l.tva_compte_collecte, l.compte_vente, l.total_ht, l.total_tva, l.total_ttc
      from invoices i cross join invoice_lines l where l.invoice_id = ${first.id} and i.code like 'BX-%'`);
    // What autovacuum does after such a load: without statistics the planner reads the 2 million
    // lines in full for every batch (≈100 s instead of ≈6 s).
    await db.execute('analyze invoices, invoice_lines');
    const start = performance.now();
    let peak = process.memoryUsage().rss;
    let bytes = 0;
    const fec = await fecExport(db, auth, { startDate: '2025-01-01', endDate: '2025-12-31' });
    for await (const chunk of fec.bytes) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    console.log(
      `  FEC of ${FEC_INVOICES} invoices: ${seconds} s, ${(bytes / 1e6).toFixed(0)} MB, peak RSS ${(peak / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await database.close();
    await bench.drop();
  }
}
