import { describe, expect, it } from 'vitest';
import { INVOICE_UNIT_LABELS, invoiceUnitOf } from './invoice-units.ts';

describe('invoice line units', () => {
  it('reads hours, days and kilometres from the label', () => {
    expect(invoiceUnitOf({ nom: "Heure d'attente" })).toBe('HUR');
    expect(invoiceUnitOf({ nom: 'Main-d’œuvre (heures)' })).toBe('HUR');
    expect(invoiceUnitOf({ nom: 'Gardiennage' })).toBe('DAY');
    expect(invoiceUnitOf({ nom: 'Location plateau par jour' })).toBe('DAY');
    expect(invoiceUnitOf({ nom: 'Frais journaliers' })).toBe('DAY');
    expect(invoiceUnitOf({ nom: 'Kilomètres en charge' })).toBe('KMT');
    expect(invoiceUnitOf({ nom: 'Déplacement 42 km' })).toBe('KMT');
  });

  it('counts everything else in pieces, a 24h/24 service included', () => {
    expect(invoiceUnitOf({ nom: 'Remorquage' })).toBe('C62');
    expect(invoiceUnitOf({ nom: 'Dépannage 24h/24' })).toBe('C62');
    expect(invoiceUnitOf({ nom: 'Dépannage 24 h / 24' })).toBe('C62');
    expect(invoiceUnitOf({ nom: 'Péage' })).toBe('C62');
  });

  it('prefers a unit given to the label', () => {
    expect(invoiceUnitOf({ unit: 'KMT', nom: 'Gardiennage' })).toBe('KMT');
    expect(invoiceUnitOf({ unit: 'heure', nom: 'Forfait' })).toBe('HUR');
    expect(invoiceUnitOf({ unit: 'pièce', nom: 'Heure' })).toBe('C62');
  });

  it('prints a short unit after the quantity, none for pieces', () => {
    expect(INVOICE_UNIT_LABELS.HUR).toBe('h');
    expect(INVOICE_UNIT_LABELS.C62).toBe('');
  });
});
