import type { InvoiceRow } from '@plateau/contracts';
import { IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { RowActions, type RowAction } from '../../../components/row-actions.tsx';
import { reportError } from '../../../components/report-error.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { isEditable } from '../model/invoice-life-cycle.ts';

/** A row of 'Mes factures': a draft is edited and may be deleted; an issued invoice is only seen. */
export function InvoiceRowActions({ row, onDelete }: { row: InvoiceRow; onDelete: () => void }) {
  const navigate = useNavigate();
  const open = () => void navigate(`/factures/${row.id}`);
  const editable = isEditable(row);
  const actions: RowAction[] = [
    editable
      ? { label: 'Modifier', ariaLabel: 'Modifier', icon: <IconPencil size={16} />, onClick: open }
      : { label: 'Voir', ariaLabel: 'Voir', icon: <IconEye size={16} />, onClick: open },
    {
      label: 'Télécharger',
      ariaLabel: 'Télécharger',
      icon: <IconDownload size={16} />,
      onClick: () => void downloadInvoicePdf(row).catch(reportError),
    },
  ];
  if (editable) {
    actions.push({
      label: 'Supprimer',
      ariaLabel: 'Supprimer',
      icon: <IconTrash size={16} />,
      onClick: onDelete,
      danger: true,
    });
  }
  return <RowActions actions={actions} />;
}
