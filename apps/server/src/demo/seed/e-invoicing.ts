import { and, asc, eq } from 'drizzle-orm';
import { depositTrackingId } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  eInvoiceDeposits,
  eInvoiceStatuses,
  eInvoicingSettings,
  invoices,
  receivedInvoices,
} from '../../db/schema/index.ts';
import { readablePdf, supplierInvoiceXml, type FakeSupplierInvoice } from '../fakes/fake-platform-files.ts';
import { seedEReporting } from './e-reporting.ts';

/** Where the demo's own fake platform listens until the demo start points the account at it. */
export const DEMO_PLATFORM_PLACEHOLDER = 'http://127.0.0.1:9/flow-service';
const MINUTE = 60_000;

/** The status chains the depanneur's issued invoices go through, one per invoice, in issue order. */
const CHAINS: Array<Array<[code: string, reason?: string]>> = [
  [['200'], ['202'], ['203'], ['205'], ['212']],
  [['200'], ['202'], ['207']],
  [['200'], ['210', 'DOUBLON']],
  [['213', 'REJ_SEMAN']],
  [['200'], ['202']],
  [['200'], ['201'], ['203'], ['204']],
  [['200'], ['202'], ['206'], ['211']],
  [['200'], ['202'], ['208'], ['209']],
];

const SUPPLIERS: Array<FakeSupplierInvoice & { answer?: [string, string?] }> = [
  {
    number: 'CR-2026-1187',
    supplierName: 'Carburants du Rhône',
    supplierSiren: '552100554',
    issueDate: '2026-11-02',
    totalHT: '412.50',
    totalTTC: '495.00',
    answer: ['205'],
  },
  {
    number: 'PA-88412',
    supplierName: 'Pièces Auto Lyonnaises',
    supplierSiren: '403335904',
    issueDate: '2026-11-09',
    totalHT: '186.00',
    totalTTC: '223.20',
    answer: ['210', 'MONTANTTOTAL_ERR'],
  },
  {
    number: 'ST-0456',
    supplierName: 'Sous-traitance Remorquage Est',
    supplierSiren: '775672272',
    issueDate: '2026-11-16',
    totalHT: '240.00',
    totalTTC: '288.00',
  },
  {
    number: 'ST-0456',
    supplierName: 'Sous-traitance Remorquage Est',
    supplierSiren: '775672272',
    issueDate: '2026-11-16',
    totalHT: '240.00',
    totalTTC: '288.00',
  },
];

/**
 * The depanneur on an approved platform: its issued invoices in every life-cycle state (approved
 * and paid, in dispute, refused, rejected, received), and suppliers' invoices received (one
 * approved, one refused, one to handle and its duplicate).
 */
export async function seedEInvoicing(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  await tx
    .insert(eInvoicingSettings)
    .values({ accountId, url: DEMO_PLATFORM_PLACEHOLDER, active: true, cursor: new Date().toISOString() });
  const issued = await tx
    .select({ id: invoices.id, code: invoices.code, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.state, 'ISSUED')))
    .orderBy(asc(invoices.issuedAt));
  for (const [index, invoice] of issued.entries()) {
    const chain = CHAINS[index % CHAINS.length]!;
    const trackingId = depositTrackingId(accountId, invoice.code!);
    // In the past whatever the time of day the demo is made: its statuses came before now.
    const start = Math.min(invoice.issuedAt!.getTime(), Date.now() - 6 * 60 * MINUTE);
    await tx.insert(eInvoiceDeposits).values({
      accountId,
      invoiceId: invoice.id,
      trackingId,
      state: 'DEPOSITED',
      flowId: `demo-${invoice.id}`,
      attempts: 1,
      depositedAt: new Date(start + MINUTE),
    });
    for (const [step, [code, reason]] of chain.entries()) {
      const at = new Date(start + (step + 1) * 37 * MINUTE);
      await tx.insert(eInvoiceStatuses).values({
        accountId,
        invoiceId: invoice.id,
        code,
        reasonCode: reason ?? null,
        at,
        direction: code === '212' ? 'OUT' : 'IN',
        statusKey: `inv:${invoice.id}:${code}:${at.toISOString()}`,
      });
    }
  }
  for (const [index, supplier] of SUPPLIERS.entries()) {
    const receivedAt = new Date(Date.now() - (SUPPLIERS.length - index) * 26 * 60 * MINUTE);
    const [row] = await tx
      .insert(receivedInvoices)
      .values({
        accountId,
        flowId: `demo-in-${index}`,
        number: supplier.number,
        supplierName: supplier.supplierName,
        supplierSiren: supplier.supplierSiren,
        issueDate: supplier.issueDate,
        totalHT: supplier.totalHT,
        totalTTC: supplier.totalTTC,
        xml: supplierInvoiceXml(supplier, '404833048'),
        readableView: readablePdf([
          `Facture ${supplier.number}`,
          supplier.supplierName,
          `Total TTC ${supplier.totalTTC} EUR`,
        ]),
        receivedAt,
      })
      .returning({ id: receivedInvoices.id });
    if (!supplier.answer) continue;
    const [code, reason] = supplier.answer;
    const at = new Date(receivedAt.getTime() + 90 * MINUTE);
    await tx.insert(eInvoiceStatuses).values({
      accountId,
      receivedInvoiceId: row!.id,
      code,
      reasonCode: reason ?? null,
      at,
      direction: 'OUT',
      statusKey: `rcv:${row!.id}:${code}:${at.toISOString()}`,
    });
  }
  await seedEReporting(tx, accountId);
}
