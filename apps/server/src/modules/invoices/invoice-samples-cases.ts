import type { InvoiceDocumentInput } from './invoice-document.ts';
import { SAMPLE_SELLER, sampleInvoice } from './invoice-samples.ts';

/**
 * The invoice shapes of issue 29 §5, for the e-invoice check (§6): reverse charge to an EU
 * business, an export, a seller under the franchise, discounts and a document allowance with a
 * service period and a débours, and a credit note that keeps its invoice's service date.
 */
export function caseDocuments(): Record<string, InvoiceDocumentInput> {
  const german = {
    companyName: 'Logistik Transit GmbH',
    contactFirstname: 'Anna',
    contactName: 'Becker',
    place: { line1: 'Landsberger Straße 100', zipCode: '80339', city: 'München', country: 'Allemagne' },
  };
  const reverseCharge = sampleInvoice(
    [
      { nom: 'Remorquage Lyon – München', quantity: 1, montantHT: 1450, taux: null },
      { nom: 'Péage A6 – débours', quantity: 1, montantHT: 48.7, taux: null },
    ],
    german,
    { code: 'FC-000045', vatTreatment: 'REVERSE_CHARGE' },
  );
  const exportInvoice = sampleInvoice(
    [{ nom: 'Remorquage vers Genève', quantity: 1, montantHT: 380, taux: null }],
    {
      companyName: 'Abschlepp Genève SA',
      place: { line1: 'Rue de Lausanne 12', zipCode: '1201', city: 'Genève', country: 'Suisse' },
    },
    { code: 'FC-000046', vatTreatment: 'EXPORT' },
  );
  const franchise = sampleInvoice(
    [{ nom: 'Dépannage sur place : batterie', quantity: 1, montantHT: 90, taux: null }],
    {},
    { code: 'FC-000047', vatTreatment: 'FRANCHISE' },
  );
  const discounts = sampleInvoice(
    [
      { nom: 'Remorquage', quantity: 1, montantHT: 125.5, taux: '20.00', discountPercent: 10 },
      { nom: 'Gardiennage', quantity: 3, montantHT: 25, taux: '10.00', discountAmount: 5 },
      { nom: 'Kilomètres en charge', quantity: 42, montantHT: 1.8, taux: '20.00' },
      { nom: 'Péage A7 – débours', quantity: 1, montantHT: 12.34, taux: null },
    ],
    {},
    {
      code: 'FC-000048',
      allowance: { percent: 5, reason: 'Remise client fidèle' },
      servicePeriod: { start: '2026-02-01', end: '2026-02-07' },
    },
  );
  const creditOfPeriod = sampleInvoice(
    [{ nom: 'Remorquage', quantity: 1, montantHT: 125.5, taux: '20.00', discountPercent: 10 }],
    {},
    {
      code: 'AV-000002',
      date: '2026-02-20',
      dueDate: '2026-02-20',
      servicePeriod: { start: '2026-02-01', end: '2026-02-07' },
    },
  );
  const buyer = { siren: '552100554', vatNumber: 'FR96552100554' };
  const franchiseSeller = {
    ...SAMPLE_SELLER,
    legalEntity: { ...SAMPLE_SELLER.legalEntity, regimeTva: 'SANS_TVA' as const, vatOnDebits: false },
  };
  return {
    'reverse-charge': {
      invoice: reverseCharge,
      seller: SAMPLE_SELLER,
      buyer: { vatNumber: 'DE129273398', email: 'disposition@logistik-transit.de' },
      paymentTerms: '30 jours',
    },
    export: {
      invoice: exportInvoice,
      seller: SAMPLE_SELLER,
      buyer: { email: 'compta@abschlepp-geneve.ch' },
      paymentTerms: '30 jours',
    },
    franchise: { invoice: franchise, seller: franchiseSeller, buyer, paymentTerms: 'À réception' },
    discounts: { invoice: discounts, seller: SAMPLE_SELLER, buyer, paymentTerms: '45 jours fin de mois' },
    'credit-note-period': {
      invoice: { ...creditOfPeriod, kind: 'CREDIT_NOTE' },
      seller: SAMPLE_SELLER,
      buyer,
      kind: 'credit-note',
      precedingInvoice: { code: 'FC-000048', date: '2026-02-10' },
    },
  };
}
