import { Button, Group } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useInvoiceFolder } from '../../api/invoice-folder.ts';

interface InvoiceFolderButtonProps {
  folderId: number;
  /** Saves the folder's pending edits first; false when it did not happen. */
  save: () => Promise<boolean>;
}

/**
 * « Facturer »: saves the folder, drafts its invoice (from the validated valorisation of an
 * assisteur's folder, empty for a folder its customer pays) and opens it. The caller shows it
 * when canInvoiceFolder allows.
 */
export function InvoiceFolderButton({ folderId, save }: InvoiceFolderButtonProps) {
  const invoice = useInvoiceFolder();
  const navigate = useNavigate();
  const invoiceIt = async () => {
    if (!(await save())) return;
    const created = await invoice.mutateAsync(folderId);
    void navigate(`/factures/${created.id}`);
  };
  return (
    <Group justify="flex-end">
      <Button
        leftSection={<IconFileInvoice size={16} />}
        loading={invoice.isPending}
        onClick={() => void invoiceIt().catch(() => undefined)}
      >
        Facturer
      </Button>
    </Group>
  );
}
