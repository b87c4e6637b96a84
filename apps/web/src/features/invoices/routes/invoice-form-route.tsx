import { Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { computeDueDate, INVOICE_CODE_PLACEHOLDER } from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../components/notify.tsx';
import { dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';
import { usePaymentModes } from '../api/get-accounting.ts';
import { useInvoice, useNextInvoiceCode } from '../api/get-invoice.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useSaveInvoice } from '../api/save-invoice.ts';
import { InvoiceArticlesTab } from '../components/invoice-articles-tab.tsx';
import { InvoiceClientTab } from '../components/invoice-client-tab.tsx';
import { useInvoiceLeaveGuard } from '../components/use-invoice-leave-guard.tsx';
import {
  createBody,
  draftOf,
  emptyDraft,
  isDirty,
  patchBody,
  type InvoiceDraft,
} from '../model/invoice-draft.ts';

const SAVED = ['Sauvegardé !', 'La facture a bien été sauvegardée.'] as const;

/** 'Nouvelle facture' / 'Données de la facture' (spec 3 §2): information, client, articles. */
export function Component() {
  const params = useParams();
  const id = params.id === 'new' ? null : Number(params.id);
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const nextCode = useNextInvoiceCode(id === null);
  const modes = usePaymentModes();
  const save = useSaveInvoice();
  const [saved, setSaved] = useState<InvoiceDraft | null>(() =>
    id === null ? emptyDraft(dayjs().format(STORED_DATE_FORMAT)) : null,
  );
  const [draft, setDraft] = useState<InvoiceDraft | null>(saved);
  useEffect(() => {
    if (invoice.data && (!saved || id !== null)) {
      setSaved(draftOf(invoice.data));
      setDraft(draftOf(invoice.data));
    }
  }, [invoice.data]); // eslint-disable-line react-hooks/exhaustive-deps -- reset only when the server's copy changes
  const dirty = !!saved && !!draft && isDirty(saved, draft);
  useInvoiceLeaveGuard(dirty && !save.isPending);
  if (!draft || !saved) return <Loader m="xl" />;

  // Spec 3 §5: the due date follows the date and the client's payment mode.
  const withDueDate = (next: InvoiceDraft): InvoiceDraft => ({
    ...next,
    dueDate: computeDueDate(next.date, modes.data?.find((m) => m.id === next.client.modeReglementId) ?? null),
  });
  const onSave = async () => {
    if (id === null) {
      const created = await save.mutateAsync({ id: null, body: createBody(draft) });
      setSaved(draft);
      notifySuccess(...SAVED);
      void navigate(`/factures/${created.id}`, { replace: true });
      return;
    }
    const patch = patchBody(saved, draft, invoice.data!.version);
    if (patch) await save.mutateAsync({ id, body: patch });
    notifySuccess(...SAVED);
  };
  const code = invoice.data?.code ?? (nextCode.data?.data || INVOICE_CODE_PLACEHOLDER);
  return (
    <Stack>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateInput
            label="Date"
            valueFormat="DD/MM/YYYY"
            value={draft.date}
            onChange={(v) => v && setDraft(withDueDate({ ...draft, date: v.slice(0, 10) }))}
          />
          <DateInput label="Date d'échéance" valueFormat="DD/MM/YYYY" value={draft.dueDate} readOnly />
          <TextInput
            label="Numéro"
            value={id === null ? INVOICE_CODE_PLACEHOLDER : code}
            readOnly
            description={id === null && nextCode.data ? `Prochain numéro : ${nextCode.data.data}` : undefined}
          />
        </SimpleGrid>
      </Card>
      <Tabs defaultValue="client" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="client">Client</Tabs.Tab>
          <Tabs.Tab value="articles">Articles</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="client" pt="md">
          <InvoiceClientTab
            client={draft.client}
            onChange={(client) => setDraft(withDueDate({ ...draft, client }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="articles" pt="md">
          <InvoiceArticlesTab
            lines={draft.articles}
            onChange={(articles) => setDraft({ ...draft, articles })}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        {invoice.data && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadInvoicePdf(invoice.data)}
          >
            Télécharger
          </Button>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={() => void onSave()}
          loading={save.isPending}
          disabled={!draft.client.id}
        >
          Sauvegarder
        </Button>
      </Group>
    </Stack>
  );
}
