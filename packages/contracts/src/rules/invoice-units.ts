/**
 * The unit of an invoice line's quantity, by meaning (UN/ECE Recommendation 20 codes, which the
 * Factur-X XML requires): hours, days, kilometres, else pieces. Lines have no unit field, so it
 * is read from a unit when one is given, else from the label (« Heure d'attente », « Gardiennage
 * 3 jours », « Kilomètres en charge »). Storage is billed per day.
 */
export type InvoiceUnitCode = 'HUR' | 'DAY' | 'KMT' | 'C62';

/** What the PDF prints after the quantity (« 1,5 h »); nothing for pieces. */
export const INVOICE_UNIT_LABELS: Record<InvoiceUnitCode, string> = {
  HUR: 'h',
  DAY: 'j',
  KMT: 'km',
  C62: '',
};

const KILOMETRES = /\bkms?\b|kilom[eè]tr/i;
const HOURS = /\bheures?\b|\bhoraires?\b|\bh\b/i;
const DAYS = /\bjours?\b|\bjourn(?:ée|ee|alier|alière)s?\b|\bj\b|gardiennage/i;

function unitOfText(text: string): InvoiceUnitCode | null {
  if (KILOMETRES.test(text)) return 'KMT';
  if (HOURS.test(text)) return 'HUR';
  if (DAYS.test(text)) return 'DAY';
  return null;
}

export function invoiceUnitOf(line: { unit?: string | null; nom: string }): InvoiceUnitCode {
  const unit = line.unit?.trim();
  if (unit)
    return (
      (['HUR', 'DAY', 'KMT', 'C62'] as const).find((code) => code === unit.toUpperCase()) ??
      unitOfText(unit) ??
      'C62'
    );
  // « 24h/24 » or « 2 h » inside a label name a service, not the quantity's unit: only whole words count.
  return unitOfText(line.nom.replace(/\d+\s*h\s*\/\s*24/gi, '')) ?? 'C62';
}
