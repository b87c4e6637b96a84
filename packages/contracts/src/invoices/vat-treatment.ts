import type { RegimeTva } from '../account-legal-entity.ts';
import { isValidVatNumber, normalizeVatNumber } from '../rules/vat-number.ts';
import {
  EU_VAT_PREFIXES,
  VAT_MENTION_RULES,
  type VatCase,
  type VatCategory,
  type VatMentionRule,
} from './vat-mentions-data.ts';

/**
 * How VAT applies to a whole invoice, chosen at save from the seller and the customer:
 *  - FRANCHISE: the seller is under the VAT franchise (art. 293 B du CGI): no VAT on any line;
 *  - REVERSE_CHARGE: a business customer with a valid VAT number of another member state: the
 *    customer pays the VAT (art. 283-2 du CGI, art. 196 of directive 2006/112/CE);
 *  - EXPORT: a customer whose VAT regime is export (outside the Union): no French VAT;
 *  - STANDARD: each line at its own rate.
 */
export const VAT_TREATMENTS = ['STANDARD', 'REVERSE_CHARGE', 'EXPORT', 'FRANCHISE'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export interface VatTreatmentInput {
  sellerRegime: RegimeTva | null | undefined;
  customer: {
    /** A company name makes a business customer. */
    companyName?: string | null;
    regimeTva?: string | null;
    tvaIntracommunautaire?: string | null;
  };
  /** The invoice's date (yyyy-mm-dd): the Union's members on that day. */
  date: string;
}

const inForce = (rule: { from: string; until?: string }, date: string) =>
  rule.from <= date && (!rule.until || date <= rule.until);

/** True for a valid VAT number of a member state other than France, on that day. */
export function isOtherEuVatNumber(vatNumber: string | null | undefined, date: string): boolean {
  if (!vatNumber?.trim() || !isValidVatNumber(vatNumber)) return false;
  const prefix = normalizeVatNumber(vatNumber).slice(0, 2);
  return prefix !== 'FR' && EU_VAT_PREFIXES.some((state) => state.prefix === prefix && inForce(state, date));
}

export function vatTreatmentOf(input: VatTreatmentInput): VatTreatment {
  if (input.sellerRegime === 'SANS_TVA') return 'FRANCHISE';
  const { customer } = input;
  const business = !!customer.companyName?.trim();
  if (business && isOtherEuVatNumber(customer.tvaIntracommunautaire, input.date)) return 'REVERSE_CHARGE';
  if (customer.regimeTva === 'EXPORT') return 'EXPORT';
  return 'STANDARD';
}

/** The treatments under which no line bears French VAT, whatever its VAT code. */
export const chargesNoVat = (treatment: VatTreatment): boolean => treatment !== 'STANDARD';

/** Tolls, and what the user calls « débours », are paid in the customer's name: outside the VAT base. */
const DEBOURS = /d[ée]bours|p[ée]ages?\b|autoroute/i;

/** A line without VAT named as a toll or a débours is one (booked to a pass-through account). */
export const isDeboursLine = (line: { nom: string; taux: string | null }): boolean =>
  (line.taux == null || Number(line.taux) === 0) && DEBOURS.test(line.nom);

/** The dated rule of a case on a day (the latest that started, when periods overlap). */
export function vatMentionRule(vatCase: VatCase, date: string): VatMentionRule {
  const rules = VAT_MENTION_RULES.filter((rule) => rule.case === vatCase && inForce(rule, date));
  const rule = rules.sort((a, b) => b.from.localeCompare(a.from))[0];
  if (!rule) throw new RangeError(`Aucune mention de TVA pour ${vatCase} au ${date}`);
  return rule;
}

export interface LineVat {
  category: VatCategory;
  /** Null for a line at a standard rate. */
  exemption: { vatex: string | null; mention: string } | null;
}

/**
 * A line's VAT category and, without VAT, its reason: débours stay débours whatever the invoice;
 * the invoice's treatment else; a line without rate on a standard invoice is an exemption.
 */
export function lineVatOf(
  treatment: VatTreatment,
  line: { nom: string; taux: string | null },
  date: string,
): LineVat {
  const withoutVat = line.taux == null || Number(line.taux) === 0;
  if (!withoutVat && treatment === 'STANDARD') return { category: 'S', exemption: null };
  const vatCase: VatCase = DEBOURS.test(line.nom)
    ? 'DEBOURS'
    : treatment === 'STANDARD'
      ? 'EXEMPT'
      : treatment;
  const rule = vatMentionRule(vatCase, date);
  return { category: rule.category, exemption: { vatex: rule.vatex, mention: rule.mention } };
}
