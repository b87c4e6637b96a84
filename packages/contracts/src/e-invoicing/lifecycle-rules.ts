import { eAddressOf } from './e-address.ts';
import { buyerSiren, buyerSirenRequired, type BuyerIdentity } from '../rules/buyer-siren.ts';
import {
  LIFECYCLE_REASONS,
  LIFECYCLE_STATUSES,
  type LifecycleReasonEntry,
  type LifecycleStatusEntry,
} from './lifecycle-statuses-data.ts';

const inForce = (entry: { from: string; until?: string }, day: string) =>
  entry.from <= day && (!entry.until || day <= entry.until);

/** The status of this code in force on `day` (ISO), or null for an unknown code. */
export function lifecycleStatus(code: string, day = '2026-09-01'): LifecycleStatusEntry | null {
  return LIFECYCLE_STATUSES.find((entry) => entry.code === code && inForce(entry, day)) ?? null;
}

/** « Déposée », « Rejetée »… ; an unknown code says so rather than vanishing. */
export const lifecycleLabel = (code: string): string => lifecycleStatus(code)?.label ?? `Statut ${code}`;

/** The reasons that may come with `status` on `day`. */
export const lifecycleReasons = (status: string, day = '2026-09-01'): LifecycleReasonEntry[] =>
  LIFECYCLE_REASONS.filter((entry) => entry.statuses.includes(status) && inForce(entry, day));

export const lifecycleReasonLabel = (code: string | null | undefined): string | null =>
  code ? (LIFECYCLE_REASONS.find((entry) => entry.code === code)?.label ?? code) : null;

/**
 * Rejected by a platform (213) or refused by the buyer (210): the invoice is dead for the
 * administration. It is never edited; a credit note cancels it and a new invoice replaces it.
 */
export const isTerminalRefusal = (code: string | null | undefined): boolean =>
  code === '213' || code === '210';

/** What the buyer (us, on a received invoice) may answer from « Factures reçues ». */
export const BUYER_ANSWERS = ['205', '207', '210'] as const;
export type BuyerAnswer = (typeof BUYER_ANSWERS)[number];

/** A refusal says why, with a reason from the official list; approval and dispute may. */
export function buyerAnswerProblem(status: BuyerAnswer, reason: string | null | undefined): string | null {
  if (status !== '210') return null;
  if (!reason) return 'Choisissez le motif du refus dans la liste officielle';
  if (!lifecycleReasons('210').some((entry) => entry.code === reason))
    return "Ce motif de refus n'est pas dans la liste officielle";
  return null;
}

export interface DatedStatus {
  code: string;
  at: string;
}

/**
 * The status an invoice shows: the latest one received. Two at the same instant (a platform that
 * sends 200 and 213 together): the one further in the life cycle wins, a refusal over anything.
 */
export function currentLifecycleStatus<T extends DatedStatus>(history: readonly T[]): T | null {
  const rank = (code: string) => (isTerminalRefusal(code) ? 1000 : Number(code));
  return history.reduce<T | null>((best, status) => {
    if (!best) return status;
    if (status.at !== best.at) return status.at > best.at ? status : best;
    return rank(status.code) > rank(best.code) ? status : best;
  }, null);
}

/**
 * Where a sale goes under the reform: a French company's invoice is deposited on the platform
 * (e-invoicing); a private person's (B2C) and a foreign company's are e-reported instead.
 */
export type EInvoicingRoute = 'PLATFORM' | 'E_REPORTING_B2C' | 'E_REPORTING_INTERNATIONAL';

export function eInvoicingRoute(buyer: BuyerIdentity): EInvoicingRoute {
  // A French company cannot be invoiced without its SIREN (missingBuyerMentions): issued, it has one.
  if (buyerSirenRequired(buyer)) return 'PLATFORM';
  const named = [buyer.facturationPlace, buyer.headQuarterPlace].some(
    (place) => !!place?.companyName?.trim(),
  );
  return named ? 'E_REPORTING_INTERNATIONAL' : 'E_REPORTING_B2C';
}

/**
 * The address a deposit goes to (scheme 0225): the customer's « adresse de facturation électronique »,
 * its SIREN by default; null when the buyer is not sent to the platform.
 */
export const platformAddressOf = (
  buyer: BuyerIdentity & { eInvoicingAddress?: string | null },
): string | null =>
  eInvoicingRoute(buyer) === 'PLATFORM' ? eAddressOf(buyer.eInvoicingAddress, buyerSiren(buyer)) : null;

/** The tracking id of a deposit: one per account and document number, so a retry deposits nothing new. */
export const depositTrackingId = (accountId: number, code: string): string =>
  `PLT-${accountId}-${code}`.slice(0, 36);
