import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eReportingSettings, eReports } from '../../db/schema/index.ts';
import { buildClosedReports } from '../../modules/e-invoicing/index.ts';

/**
 * The depanneur's e-reporting, three times a month (a monthly-return VAT regime): the closed
 * periods' reports computed from the demo's own sales and payments, as the job would. All are sent
 * but the latest pending one of each kind, left for the job to send to the demo's fake platform
 * once it starts; an empty period stays « Rien à déclarer ».
 */
export async function seedEReporting(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.insert(eReportingSettings).values({ accountId, rhythm: 'DECADE' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await buildClosedReports(tx, accountId, today);
  for (const kind of ['TRANSACTIONS', 'PAYMENTS'] as const) {
    const pending = await tx
      .select({ id: eReports.id, periodEnd: eReports.periodEnd, trackingId: eReports.trackingId })
      .from(eReports)
      .where(and(eq(eReports.accountId, accountId), eq(eReports.kind, kind), eq(eReports.state, 'PENDING')))
      .orderBy(desc(eReports.periodStart));
    for (const report of pending.slice(1)) {
      const sentAt = new Date(`${report.periodEnd}T23:10:00Z`);
      sentAt.setUTCDate(sentAt.getUTCDate() + 1);
      await tx
        .update(eReports)
        .set({
          state: 'SENT',
          flowId: `demo-${report.trackingId}`,
          acknowledgement: { flowId: `demo-${report.trackingId}`, submittedAt: sentAt.toISOString() },
          sentAt,
        })
        .where(eq(eReports.id, report.id));
    }
  }
}
