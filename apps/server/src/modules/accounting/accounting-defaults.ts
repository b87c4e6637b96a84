import type { DbOrTx } from '../../db/client.ts';
import { paymentModes, paymentTypes, vatRates } from '../../db/schema/index.ts';

/**
 * The French defaults every account starts with, read-only (spec 3 §2 'Paramétrage de la
 * comptabilité'): the account may view them, not change or delete them, and adds its own beside.
 * VAT accounts follow the French chart of accounts (PCG 44571 collected, 44566 deductible).
 */
const VAT_RATES = [
  { code: 'TVA20', nom: 'TVA 20 %', taux: '20.00' },
  { code: 'TVA10', nom: 'TVA 10 %', taux: '10.00' },
  { code: 'TVA55', nom: 'TVA 5,5 %', taux: '5.50' },
  { code: 'TVA21', nom: 'TVA 2,1 %', taux: '2.10' },
  { code: 'EXO', nom: 'Exonéré', taux: null },
];

const PAYMENT_MODES = [
  { nom: 'À réception', commentaire: 'Payable à réception de la facture', nombreJours: null, finMois: false },
  { nom: '30 jours', commentaire: null, nombreJours: 30, finMois: false },
  { nom: '30 jours fin de mois', commentaire: null, nombreJours: 30, finMois: true },
  { nom: '45 jours fin de mois', commentaire: null, nombreJours: 45, finMois: true },
  { nom: '60 jours', commentaire: null, nombreJours: 60, finMois: false },
];

const PAYMENT_TYPES = [
  { nom: 'Virement', codeJournal: 'BQ', codeCompte: '512000' },
  { nom: 'Chèque', codeJournal: 'BQ', codeCompte: '512000' },
  { nom: 'Carte bancaire', codeJournal: 'BQ', codeCompte: '512000' },
  { nom: 'Espèces', codeJournal: 'CA', codeCompte: '530000' },
  { nom: 'Prélèvement', codeJournal: 'BQ', codeCompte: '512000' },
];

/** Gives a new account its read-only accounting defaults (in the transaction creating it). */
export async function createAccountingDefaults(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.insert(vatRates).values(
    VAT_RATES.map((rate) => ({
      ...rate,
      accountId,
      compteCollecteCode: rate.taux ? '44571000' : null,
      compteDeductibleCode: rate.taux ? '44566000' : null,
      codeJournal: 'VT',
      regimeTva: 'TVA_FRANCE',
      readOnly: true,
    })),
  );
  await tx
    .insert(paymentModes)
    .values(PAYMENT_MODES.map((mode) => ({ ...mode, accountId, jourPaiement: null, readOnly: true })));
  await tx.insert(paymentTypes).values(PAYMENT_TYPES.map((type) => ({ ...type, accountId, readOnly: true })));
}
