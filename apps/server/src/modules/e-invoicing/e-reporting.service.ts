import {
  centsToDecimalText,
  closedReportingPeriods,
  decimalTextToCents,
  eInvoicingRoute,
  eReportFlowTypes,
  eReportKindLabels,
  reportingRhythm,
  reportTotals,
  reportTrackingId,
  sirenFromVatNumber,
  splitPaymentByRate,
  sumPerDayAndRate,
  type EReportKind,
  type ReportedAmount,
  type ReportingPeriod,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import {
  buildEReport,
  PlatformError,
  type FlowServiceClient,
  type FlowType,
} from '../../adapters/approved-platform/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordJournal } from '../journal/index.ts';
import { activePlatformAccounts } from './e-invoicing.repository.ts';
import {
  firstReportableDay,
  insertReport,
  issuedInPeriod,
  paymentsInPeriod,
  pendingReports,
  reportingRhythmOf,
  reportsOf,
  sellerOf,
  updateReport,
  type EReportRow,
} from './e-reporting.repository.ts';
import { platformClientOf } from './platform-settings.service.ts';

/** A report the platform kept refusing for a busy or unreachable reason is given up after this many tries. */
const MAX_ATTEMPTS = 8;

type Buyer = Parameters<typeof eInvoicingRoute>[0];
/** A private person's or a foreign business's sale is e-reported; a French company's goes through e-invoicing. */
const reportedCategory = (buyer: Buyer): ReportedAmount['category'] | null => {
  const route = eInvoicingRoute(buyer);
  return route === 'E_REPORTING_B2C' ? 'B2C' : route === 'E_REPORTING_INTERNATIONAL' ? 'INTERNATIONAL' : null;
};

/** The period's B2C and international sales, per VAT rate; a credit note counts negative. */
export async function periodTransactions(db: DbOrTx, accountId: number, period: ReportingPeriod) {
  const amounts: ReportedAmount[] = [];
  for (const invoice of await issuedInPeriod(db, accountId, period.start, period.end)) {
    const category = reportedCategory(invoice);
    if (!category) continue;
    const signed = (amount: string) => (invoice.kind === 'CREDIT_NOTE' ? negate(amount) : amount);
    for (const row of invoice.vatBreakdown)
      amounts.push({
        date: invoice.date,
        rate: row.taux,
        category,
        base: signed(row.base),
        vat: signed(row.tva),
      });
  }
  return sumPerDayAndRate(amounts);
}

/** The period's payments of e-reported sales, split over their invoice's rates (VAT due on payment only). */
export async function periodPayments(db: DbOrTx, accountId: number, period: ReportingPeriod) {
  if ((await sellerOf(db, accountId)).vatOnDebits) return [];
  const amounts: ReportedAmount[] = [];
  for (const payment of await paymentsInPeriod(db, accountId, period.start, period.end)) {
    const category = reportedCategory(payment);
    if (!category) continue;
    const rates = payment.vatBreakdown.map((row) => ({ rate: row.taux, base: row.base, vat: row.tva }));
    for (const part of splitPaymentByRate(payment.amount, rates))
      amounts.push({ date: payment.date, category, ...part });
  }
  return sumPerDayAndRate(amounts);
}

const negate = (amount: string) => centsToDecimalText(-decimalTextToCents(amount));

const KINDS: ReadonlyArray<[EReportKind, typeof periodTransactions]> = [
  ['TRANSACTIONS', periodTransactions],
  ['PAYMENTS', periodPayments],
];

/**
 * Writes the report of every closed period not reported yet, from the reform's start (or the first
 * invoice) on the rhythm set now: PENDING to be sent, EMPTY (nothing sent) when the period has nothing.
 */
export async function buildClosedReports(db: DbOrTx, accountId: number, today: string) {
  const rhythm = await reportingRhythmOf(db, accountId);
  const first = await firstReportableDay(db, accountId);
  if (!first) return;
  const start = [first, reportingRhythm(rhythm).from].sort().at(-1)!;
  const existing = await reportsOf(db, accountId);
  for (const [kind, amountsOf] of KINDS) {
    const lastEnd = existing
      .filter((row) => row.kind === kind)
      .map((row) => row.periodEnd)
      .sort()
      .at(-1);
    for (const period of closedReportingPeriods(rhythm, start, today)) {
      if (lastEnd && period.start <= lastEnd) continue;
      const lines = await amountsOf(db, accountId, period);
      const totals = reportTotals(lines);
      await insertReport(db, {
        accountId,
        kind,
        periodStart: period.start,
        periodEnd: period.end,
        state: lines.length ? 'PENDING' : 'EMPTY',
        lines,
        totalBase: totals.base,
        totalVat: totals.vat,
        trackingId: reportTrackingId(accountId, kind, period),
      });
    }
  }
}

async function sendReport(tx: DbOrTx, client: FlowServiceClient, report: EReportRow, now: Date) {
  const siren = sirenFromVatNumber((await sellerOf(tx, report.accountId)).vat);
  if (!siren) throw new PlatformError('Le SIREN du compte (dans son numéro de TVA) est nécessaire', 0);
  const [known] = await client.searchFlows({ trackingId: report.trackingId, flowDirection: ['Out'] }, 1);
  const xml = buildEReport(
    {
      id: report.trackingId,
      kind: report.kind,
      sellerSiren: siren,
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      lines: report.lines,
    },
    now,
  );
  const flow =
    known ??
    (await client.depositFlow(
      {
        trackingId: report.trackingId,
        name: `${report.trackingId}.xml`,
        processingRule: 'B2C',
        flowSyntax: 'FRR',
        flowType: eReportFlowTypes[report.kind] as FlowType,
      },
      { bytes: Buffer.from(xml), contentType: 'application/xml' },
    ));
  return flow;
}

/** The journal's actor when a job acts: the account, no user. */
const jobOf = (accountId: number) => ({ accountId, userId: null });

/** Sends the account's pending reports (locked: another instance leaves them alone), each once. */
export async function sendPendingReports(app: FastifyInstance, accountId: number, now: Date) {
  const client = await platformClientOf(app, accountId);
  if (!client) return;
  await app.db.transaction(async (tx) => {
    for (const report of await pendingReports(tx, accountId)) {
      try {
        // The platform's answer (its flow id, when it took it) is kept with the report as proof.
        const flow = await sendReport(tx, client, report, now);
        const flowId = flow.flowId;
        await updateReport(tx, report.id, {
          state: 'SENT',
          flowId,
          acknowledgement: flow,
          sentAt: now,
          lastError: null,
        });
        const what = `${eReportKindLabels[report.kind]} du ${report.periodStart} au ${report.periodEnd}`;
        await recordJournal(
          tx,
          jobOf(accountId),
          'E_REPORT_SENT',
          `E-reporting transmis : ${what} (flux ${flowId})`,
        );
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const attempts = report.attempts + 1;
        const state = !error.retryable || attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
        await updateReport(tx, report.id, { state, attempts, lastError: error.message });
      }
    }
  });
}

/** The job: every active account's closed periods written, then sent; one account failing never stops the next. */
export async function runEReporting(app: FastifyInstance, now = new Date()): Promise<void> {
  const today = parisDay(now);
  for (const { accountId } of await activePlatformAccounts(app.db)) {
    try {
      await buildClosedReports(app.db, accountId, today);
      await sendPendingReports(app, accountId, now);
    } catch (error) {
      app.log.error({ err: error, accountId }, 'e-reporting en échec');
    }
  }
}

/** Periods close at midnight in France. */
const parisDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
