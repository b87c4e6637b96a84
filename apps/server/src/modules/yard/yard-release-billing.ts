import { eq } from 'drizzle-orm';
import {
  centsToDecimalText,
  numberToCents,
  parisDay,
  YARD_TO_PAYMENT_METHOD,
  yardFeesVatPercent,
  yardInvoiceLines,
  type YardFeeLine,
  type YardRelease,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { vatRates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { createCustomer } from '../customers/index.ts';
import { issueInvoiceIn } from '../invoices/index.ts';
import { recordPayment } from '../payments/index.ts';
import type { YardEntryRow } from './yard.repository.ts';

/** The account's VAT code at the fees' rate, as a folder's invoice finds its own. */
async function vatRateId(tx: Tx, accountId: number, percent: number): Promise<number> {
  const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, accountId));
  const found = rates.find((rate) => rate.taux != null && Number(rate.taux) === percent);
  if (!found)
    throw new Conflict(
      `Aucun code TVA du compte n'a le taux des frais de fourrière (${percent} %) : créez-en un dans Paramètres › Comptabilité.`,
    );
  return found.id;
}

/** The person who takes the vehicle, made a customer of the account to receive their invoice (B2C, or a company). */
async function personCustomer(tx: Tx, auth: AuthContext, row: YardEntryRow, body: YardRelease) {
  const address = body.takerAddress.trim() || row.owner.address.trim();
  if (!address)
    throw new Invalid('Restitution refusée : l’adresse de la personne est obligatoire pour sa facture');
  const company = body.taker === 'COMPANY' ? body.companyName.trim() : '';
  const customer = await createCustomer(tx as unknown as Db, auth, {
    headQuarterPlace: {
      ...(company ? { companyName: company } : {}),
      contactName: body.takerName,
      descriptionLieu: address,
    },
  });
  return customer.id;
}

/**
 * The hand-over's invoice to the authority (issue 31 §6): every fee line to the hand-over day, issued to the
 * customer card the operator picked, left unpaid (the authority pays on its own terms).
 */
export async function billAuthority(
  tx: Tx,
  auth: AuthContext,
  row: YardEntryRow,
  customerId: number,
  fees: YardFeeLine[],
  day: string,
) {
  const percent = yardFeesVatPercent(day);
  const lines = yardInvoiceLines(fees, percent);
  if (lines.length === 0) return { invoiceId: null, invoiceCode: null };
  const tvaId = await vatRateId(tx, auth.accountId, percent);
  const invoice = await issueInvoiceIn(tx, auth, {
    date: parisDay(new Date()),
    client: { id: customerId },
    serviceDate: day,
    articles: lines.map((line) => ({
      nom: `${line.nom} (${row.plate})`,
      quantity: 1,
      montantHT: Number(centsToDecimalText(BigInt(line.htCents))),
      tvaId,
    })),
  });
  return { invoiceId: invoice.id, invoiceCode: invoice.code };
}

/**
 * The release's invoice (every fee line, issued at once) and its payment, recorded through the payments module
 * inside the release's transaction: a refused issue or payment (cash above the legal ceiling…) leaves the
 * vehicle in the lot and nothing half-saved. Nothing to bill, nothing issued.
 */
export async function billRelease(
  tx: Tx,
  auth: AuthContext,
  row: YardEntryRow,
  body: YardRelease,
  fees: YardFeeLine[],
) {
  const exitDay = parisDay(new Date(body.releasedAt));
  const percent = yardFeesVatPercent(exitDay);
  const lines = yardInvoiceLines(fees, percent);
  if (lines.length === 0 || body.paymentMethod === null)
    return { invoiceId: null, invoiceCode: null, paidCents: null };
  const tvaId = await vatRateId(tx, auth.accountId, percent);
  const customerId = body.customerId ?? (await personCustomer(tx, auth, row, body));
  const invoice = await issueInvoiceIn(tx, auth, {
    date: parisDay(new Date()),
    client: { id: customerId },
    serviceDate: exitDay,
    articles: lines.map((line) => ({
      nom: `${line.nom} (${row.plate})`,
      quantity: 1,
      montantHT: Number(centsToDecimalText(BigInt(line.htCents))),
      tvaId,
    })),
  });
  const paidCents = numberToCents(invoice.totalTTC);
  await recordPayment(tx as unknown as Db, auth, invoice.id, {
    date: exitDay,
    amount: centsToDecimalText(paidCents),
    method: YARD_TO_PAYMENT_METHOD[body.paymentMethod],
    reference: body.paymentReference || undefined,
    receivedBy: undefined,
  });
  return { invoiceId: invoice.id, invoiceCode: invoice.code, paidCents: Number(paidCents) };
}
