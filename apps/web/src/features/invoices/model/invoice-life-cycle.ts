import {
  CREDIT_NOTE_CODE_PLACEHOLDER,
  INVOICE_CODE_PLACEHOLDER,
  invoiceKindLabels,
  type InvoiceKind,
  type InvoiceState,
} from '@plateau/contracts';
import { formatDay } from '../../../lib/dates.ts';

/** What the invoice screen shows of a document: the parts of it that decide the screen. */
export interface DocumentStatus {
  kind: InvoiceKind;
  state: InvoiceState;
  code: string | null;
  creditedInvoice?: { code: string; date: string } | null;
}

/** A new invoice is a draft not saved yet. */
export const NEW_INVOICE: DocumentStatus = { kind: 'INVOICE', state: 'DRAFT', code: null };

/** An issued document is read only: a correction is a credit note. */
export const isEditable = (status: DocumentStatus) => status.state === 'DRAFT';

/** « Créer un avoir » is offered on an issued invoice (a credit note is not credited). */
export const canCreditNote = (status: DocumentStatus) =>
  status.state === 'ISSUED' && status.kind === 'INVOICE';

/** Payments are received against an issued invoice: not a draft, not a credit note (issue 29 §1). */
export const takesPayments = canCreditNote;

/** The « Numéro » field: the number once issued, the sequence's placeholder before. */
export const numberShown = (status: DocumentStatus) =>
  status.code ?? (status.kind === 'CREDIT_NOTE' ? CREDIT_NOTE_CODE_PLACEHOLDER : INVOICE_CODE_PLACEHOLDER);

/** « Émettre la facture » / « Émettre l'avoir ». */
export const issueLabel = (kind: InvoiceKind) =>
  kind === 'CREDIT_NOTE' ? "Émettre l'avoir" : 'Émettre la facture';

/** The confirmation before issuing: what the user commits to, said before and not after. */
export function issueConfirmation(kind: InvoiceKind, nextCode: string | undefined) {
  const number = nextCode ? `le numéro ${nextCode}` : 'le prochain numéro';
  return kind === 'CREDIT_NOTE'
    ? {
        title: "Émettre l'avoir ?",
        text: `L'avoir recevra ${number} et la date du jour. Il ne pourra plus être modifié ni supprimé.`,
      }
    : {
        title: 'Émettre la facture ?',
        text:
          `La facture recevra ${number} et la date du jour. Elle ne pourra plus être modifiée ni ` +
          'supprimée : une correction se fera par un avoir.',
      };
}

/** The toast once issued. */
export const issuedMessage = (kind: InvoiceKind, code: string | null): [title: string, text: string] =>
  kind === 'CREDIT_NOTE'
    ? ['Émis !', `L'avoir ${code} a bien été émis.`]
    : ['Émise !', `La facture ${code} a bien été émise.`];

/** « Avoir de la facture FC-000012 du 03/11/2026 » under a credit note's heading. */
export const creditedLine = (status: DocumentStatus) =>
  status.creditedInvoice
    ? `${invoiceKindLabels.CREDIT_NOTE} de la facture ${status.creditedInvoice.code} du ${formatDay(status.creditedInvoice.date)}`
    : null;

/**
 * The credit note request for the lines ticked: none ticked is no request; all ticked sends no
 * list (the whole invoice, as the server reads it), some sends their ids.
 */
export function creditNoteBody(allLineIds: number[], chosen: ReadonlySet<number>) {
  const lineIds = allLineIds.filter((id) => chosen.has(id));
  if (!lineIds.length) return null;
  return lineIds.length === allLineIds.length ? {} : { lineIds };
}

/** The list's state filter: every document, the drafts, the issued ones. */
export const STATE_FILTERS: Array<{ value: InvoiceState | 'ALL'; label: string }> = [
  { value: 'ALL', label: 'Toutes' },
  { value: 'DRAFT', label: 'Brouillons' },
  { value: 'ISSUED', label: 'Émises' },
];
export const stateOfFilter = (value: string): InvoiceState | undefined =>
  value === 'DRAFT' || value === 'ISSUED' ? value : undefined;
