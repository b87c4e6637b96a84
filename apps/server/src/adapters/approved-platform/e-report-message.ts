import type { EReportKind, EReportLine } from '@plateau/contracts';
import { elementText } from './cdar-message.ts';

/**
 * An e-reporting message (« flux 10 » of the French reform's external specifications): one
 * period's aggregated B2C and international transactions (10.3) or payments (10.4), per day and
 * VAT rate, with the issuer's SIREN. Only what Plateau sends is written; the platform turns it
 * into the administration's format.
 */
export interface EReportMessage {
  id: string;
  kind: EReportKind;
  sellerSiren: string;
  periodStart: string;
  periodEnd: string;
  lines: EReportLine[];
}

const TYPE_CODES: Record<EReportKind, string> = { TRANSACTIONS: '10.3', PAYMENTS: '10.4' };
/** Tow work is services (TPS1: prestations de services soumises à la TVA); no rate: not taxed in France. */
const categoryOf = (rate: string | null) => (rate == null ? 'TNT1' : 'TPS1');
const ymd = (day: string) => day.replaceAll('-', '');
const isoDay = (text: string) => `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildEReport(message: EReportMessage, at: Date): string {
  const tag = message.kind === 'TRANSACTIONS' ? 'Transactions' : 'Payments';
  const lines = message.lines
    .map(
      (line) =>
        `<${tag}><Date>${ymd(line.date)}</Date><CategoryCode>${categoryOf(line.rate)}</CategoryCode>` +
        `<BuyerCategory>${line.category}</BuyerCategory><TaxPercent>${line.rate ?? ''}</TaxPercent>` +
        `<TaxExclusiveAmount>${line.base}</TaxExclusiveAmount><TaxTotal>${line.vat}</TaxTotal>` +
        `<Count>${line.count}</Count></${tag}>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Report xmlns="urn:fr:gouv:dgfip:e-reporting:flux10">
<ReportDocument><Id>${escapeXml(message.id)}</Id><IssueDateTime>${at.toISOString()}</IssueDateTime><TypeCode>${TYPE_CODES[message.kind]}</TypeCode></ReportDocument>
<Issuer><Siren>${escapeXml(message.sellerSiren)}</Siren></Issuer>
<Period><StartDate>${ymd(message.periodStart)}</StartDate><EndDate>${ymd(message.periodEnd)}</EndDate></Period>
<${tag}Report>
${lines}
</${tag}Report>
</Report>`;
}

/** What an e-reporting message holds, or null when it is not one (the fake platform rejects it). */
export function parseEReport(xml: string): EReportMessage | null {
  if (!/<Report[\s>]/.test(xml)) return null;
  const typeCode = elementText(xml, 'TypeCode', 'ReportDocument');
  const kind = typeCode === '10.3' ? 'TRANSACTIONS' : typeCode === '10.4' ? 'PAYMENTS' : null;
  const start = elementText(xml, 'StartDate', 'Period');
  const end = elementText(xml, 'EndDate', 'Period');
  const siren = elementText(xml, 'Siren', 'Issuer');
  if (!kind || !start || !end || !siren || !/^\d{9}$/.test(siren)) return null;
  const tag = kind === 'TRANSACTIONS' ? 'Transactions' : 'Payments';
  const lines = [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g'))].map(([line]) => ({
    date: isoDay(elementText(line, 'Date') ?? ''),
    rate: elementText(line, 'TaxPercent') || null,
    category:
      elementText(line, 'BuyerCategory') === 'INTERNATIONAL' ? ('INTERNATIONAL' as const) : ('B2C' as const),
    base: elementText(line, 'TaxExclusiveAmount') ?? '0.00',
    vat: elementText(line, 'TaxTotal') ?? '0.00',
    count: Number(elementText(line, 'Count') ?? 0),
  }));
  return {
    id: elementText(xml, 'Id', 'ReportDocument') ?? '',
    kind,
    sellerSiren: siren,
    periodStart: isoDay(start),
    periodEnd: isoDay(end),
    lines,
  };
}
