import { paymentJournalOf, paymentMethodLabels, PaymentMethod } from './payments.ts';

/** A journal payments land in: its code and label, and the bank or cash account it debits. */
export interface PaymentJournalSetting {
  code: string;
  label: string;
  account: string;
  accountLabel: string;
}

/**
 * Where payments go when the account says nothing else: the bank journal (BQ, 512000) and the cash journal
 * (CA, 530000), the journals and accounts of the default payment types every account starts with.
 */
export const DEFAULT_PAYMENT_JOURNALS = {
  BANQUE: { code: 'BQ', account: '512000' },
  CAISSE: { code: 'CA', account: '530000' },
} as const;

/** A payment type of the account (« Types de règlement »): its name, journal and account. */
export interface PaymentTypeSetting {
  nom: string;
  codeJournal: string | null;
  codeCompte: string | null;
  readOnly: boolean;
}

const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * The journal of each payment method from the account's payment types: the type named as the method
 * (« Virement », « Chèque », « Carte bancaire », « Espèces », « Prélèvement », accents and case aside), the
 * account's own before the read-only default, gives its journal code and account; what it leaves empty, and a
 * method no type names (the lettre-chèque d'assisteur), takes the default of its kind. A journal whose account
 * is a cash account (53…) is a cash journal.
 */
export function paymentJournals(
  types: readonly PaymentTypeSetting[],
): Record<PaymentMethod, PaymentJournalSetting> {
  const entries = PaymentMethod.options.map((method) => {
    const name = comparable(paymentMethodLabels[method]);
    const named = types.filter((type) => comparable(type.nom) === name);
    const chosen = named.find((type) => !type.readOnly) ?? named[0];
    const fallback = DEFAULT_PAYMENT_JOURNALS[paymentJournalOf(method)];
    const code = chosen?.codeJournal?.trim() || fallback.code;
    const account = chosen?.codeCompte?.replace(/\s+/g, '') || fallback.account;
    const cash = account.startsWith('53');
    const kind = cash ? DEFAULT_PAYMENT_JOURNALS.CAISSE : DEFAULT_PAYMENT_JOURNALS.BANQUE;
    const label = `Journal de ${cash ? 'caisse' : 'banque'}${code === kind.code ? '' : ` ${code}`}`;
    return [method, { code, label, account, accountLabel: cash ? 'Caisse' : 'Banque' }] as const;
  });
  return Object.fromEntries(entries) as Record<PaymentMethod, PaymentJournalSetting>;
}
