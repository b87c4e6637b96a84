import { describe, expect, it } from 'vitest';
import { erasureText, NOWHERE_TEXT, resultsHeading } from './erasure-wording.ts';

describe('the personal-data screen’s words (issue 28 §2)', () => {
  it('says a count or « nulle part », never both', () => {
    expect(resultsHeading(0)).toBe(NOWHERE_TEXT);
    expect(resultsHeading(1)).toBe('1 résultat');
    expect(resultsHeading(3)).toBe('3 résultats');
    expect(resultsHeading(3)).not.toContain('nulle part');
  });

  it('counts an invoiced customer among the anonymised ones, kept read-only, its invoices still listed', () => {
    const text = erasureText({
      folders: 3,
      customers: 1,
      restrictedCustomers: 1,
      restrictedInvoices: 2,
      sms: 2,
      documents: 1,
      trackingLinks: 1,
      drivers: 0,
      users: 0,
      yardEntries: 1,
    });
    expect(text).toBe(
      '3 dossier(s) anonymisé(s), 1 document(s) et 1 lien(s) de suivi supprimés, 2 SMS, ' +
        '1 client(s) anonymisé(s), dont 1 en lecture seule pour ses factures, ' +
        '2 facture(s) restreinte(s), conservée(s) 10 ans et toujours listée(s) dans « Mes factures », ' +
        '1 véhicule(s) de fourrière anonymisé(s).',
    );
  });
});
