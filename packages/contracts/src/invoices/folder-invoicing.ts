/** 'Facturer' is offered on a billable folder not yet invoiced (folderInvoiceBlocker). */
export const canInvoiceFolder = (folder: InvoiceableFolder): boolean => folderInvoiceBlocker(folder) === null;

/** What the « Facturer » rule reads of a folder. */
export interface InvoiceableFolder {
  estFacturable: boolean;
  assistanceProvider?: string | null;
  valorisationState?: string | null;
  numeroFacture?: string | null;
}

/**
 * Why a folder cannot be invoiced from itself, or null. An assisteur's folder is billed to the
 * assisteur from the valorisation it accepted or validated; a folder without an assisteur is billed
 * to its customer (the caller who pays), from the lines the operator types on the invoice.
 */
export function folderInvoiceBlocker(folder: InvoiceableFolder): string | null {
  if (folder.numeroFacture) return `Ce dossier est déjà facturé (facture ${folder.numeroFacture})`;
  if (!folder.estFacturable) return "Ce dossier n'est pas facturable";
  const validated = folder.valorisationState === 'ACCEPTEE' || folder.valorisationState === 'VALIDEE';
  if (folder.assistanceProvider && !validated)
    return 'La valorisation du dossier doit être acceptée ou validée avant de le facturer';
  return null;
}
