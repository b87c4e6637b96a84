import type { PersonalDataErasure } from '@plateau/contracts';

/** What the search says when it found nothing: then, and only then (never beside a count). */
export const NOWHERE_TEXT = 'Cette personne n’apparaît nulle part dans le compte';

/** The heading of a search's results: a count, or that the person is nowhere. */
export const resultsHeading = (count: number): string =>
  count === 0 ? NOWHERE_TEXT : `${count} résultat${count > 1 ? 's' : ''}`;

/**
 * What an erasure did, in the words the confirmation used: every customer card found is
 * anonymised, the ones named by an issued invoice kept read-only (issue 28 §2).
 */
export function erasureText(done: PersonalDataErasure): string {
  const customers =
    done.restrictedCustomers > 0
      ? `${done.customers} client(s) anonymisé(s), dont ${done.restrictedCustomers} en lecture seule pour ses factures`
      : `${done.customers} client(s) anonymisé(s)`;
  const invoices =
    done.restrictedInvoices > 0
      ? `, ${done.restrictedInvoices} facture(s) restreinte(s), conservée(s) 10 ans et toujours listée(s) dans « Mes factures »`
      : '';
  return (
    `${done.folders} dossier(s) anonymisé(s), ${done.documents} document(s) et ${done.trackingLinks} lien(s) de suivi supprimés, ` +
    `${done.sms} SMS, ${customers}${invoices}` +
    (done.yardEntries > 0 ? `, ${done.yardEntries} véhicule(s) de fourrière anonymisé(s)` : '') +
    '.'
  );
}
