import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDeviceFloppy, IconDownload, IconReceiptRefund, IconSend } from '@tabler/icons-react';
import { computeDueDate, invoiceStateLabels, type Invoice } from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmYesNo } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';
import { useCreateCreditNote } from '../api/create-credit-note.ts';
import { usePaymentModes } from '../api/get-accounting.ts';
import { useInvoice, useNextInvoiceCode } from '../api/get-invoice.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useIssueInvoice } from '../api/issue-invoice.ts';
import { useSaveInvoice } from '../api/save-invoice.ts';
import { CreditNoteModal } from '../components/credit-note-modal.tsx';
import { InvoiceArticlesTab } from '../components/invoice-articles-tab.tsx';
import { InvoiceClientTab } from '../components/invoice-client-tab.tsx';
import { InvoiceServiceFields } from '../components/invoice-service-fields.tsx';
import { useInvoiceLeaveGuard } from '../components/use-invoice-leave-guard.tsx';
import {
  createBody,
  draftOf,
  emptyDraft,
  isDirty,
  patchBody,
  type InvoiceDraft,
} from '../model/invoice-draft.ts';
import {
  canCreditNote,
  creditedLine,
  isEditable,
  issueConfirmation,
  issuedMessage,
  issueLabel,
  NEW_INVOICE,
  numberShown,
  takesPayments,
} from '../model/invoice-life-cycle.ts';
import { PlatformLifecycle } from '../components/platform-lifecycle.tsx';
import { InvoicePayments } from '../components/invoice-payments.tsx';
import { reportError } from '../../../components/report-error.ts';

const SAVED = ['Enregistré !', 'La facture a bien été enregistrée.'] as const;

/**
 * 'Nouvelle facture' / 'Données de la facture' (spec 3 §2, issue 19): a draft is edited, saved and
 * issued; an issued invoice or credit note is read only, and an invoice offers « Créer un avoir ».
 */
export function Component() {
  const params = useParams();
  const id = params.id === 'new' ? null : Number(params.id);
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const status = invoice.data ?? NEW_INVOICE;
  const editable = isEditable(status);
  const nextCode = useNextInvoiceCode(status.kind, editable && (id === null || !!invoice.data));
  const modes = usePaymentModes();
  const save = useSaveInvoice();
  const issue = useIssueInvoice();
  const createCreditNote = useCreateCreditNote();
  const [crediting, setCrediting] = useState(false);
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
  const dirty = editable && !!saved && !!draft && isDirty(saved, draft);
  useInvoiceLeaveGuard(dirty && !save.isPending && !issue.isPending);
  if (!draft || !saved) return <Loader m="xl" />;

  // Spec 3 §5: the due date follows the date and the client's payment mode.
  const withDueDate = (next: InvoiceDraft): InvoiceDraft => ({
    ...next,
    dueDate: computeDueDate(next.date, modes.data?.find((m) => m.id === next.client.modeReglementId) ?? null),
  });
  /** The draft as the server holds it once the edits are saved (no call when nothing changed). */
  const saveDraft = async (): Promise<Invoice> => {
    if (id === null) {
      const created = await save.mutateAsync({ id: null, body: createBody(draft) });
      setSaved(draft);
      return created;
    }
    const patch = patchBody(saved, draft, invoice.data!.version);
    return patch ? save.mutateAsync({ id, body: patch }) : invoice.data!;
  };
  const onSave = async () => {
    const stored = await saveDraft();
    notifySuccess(...SAVED);
    if (id === null) void navigate(`/factures/${stored.id}`, { replace: true });
  };
  const onIssue = async () => {
    if (!(await confirmYesNo(issueConfirmation(status.kind, nextCode.data?.data)))) return;
    const stored = await saveDraft();
    const issued = await issue.mutateAsync({ id: stored.id, version: stored.version });
    notifySuccess(...issuedMessage(issued.kind, issued.code));
    if (id === null) void navigate(`/factures/${issued.id}`, { replace: true });
  };
  const onCreditNote = async (body: { lineIds?: number[] }) => {
    const note = await createCreditNote.mutateAsync({ invoiceId: id!, body });
    setCrediting(false);
    notifySuccess('Avoir créé !', "Le brouillon d'avoir est prêt : vérifiez-le, puis émettez-le.");
    void navigate(`/factures/${note.id}`);
  };
  const credited = creditedLine(status);
  const busy = save.isPending || issue.isPending;
  return (
    <Stack>
      <Group gap="sm">
        <Badge color={editable ? 'gray' : 'teal'} variant="light" data-testid="invoice-state">
          {invoiceStateLabels[status.state]}
        </Badge>
        {status.kind === 'CREDIT_NOTE' && <Badge variant="light">Avoir</Badge>}
        {credited && invoice.data?.creditedInvoice && (
          <Anchor component={Link} to={`/factures/${invoice.data.creditedInvoice.id}`} size="sm">
            {credited}
          </Anchor>
        )}
        {!editable && (
          <Text size="sm" c="dimmed">
            {status.kind === 'CREDIT_NOTE'
              ? 'Un avoir émis ne se modifie plus.'
              : 'Une facture émise ne se modifie plus : une correction se fait par un avoir.'}
          </Text>
        )}
      </Group>
      {!editable && id !== null && <PlatformLifecycle invoiceId={id} />}
      {takesPayments(status) && id !== null && <InvoicePayments invoiceId={id} code={status.code ?? ''} />}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateInput
            label="Date"
            valueFormat="DD/MM/YYYY"
            value={draft.date}
            readOnly={!editable}
            description={editable ? "Remplacée par la date du jour à l'émission" : undefined}
            onChange={(v) => v && setDraft(withDueDate({ ...draft, date: v.slice(0, 10) }))}
          />
          <DateInput label="Date d'échéance" valueFormat="DD/MM/YYYY" value={draft.dueDate} readOnly />
          <TextInput
            label="Numéro"
            value={numberShown(status)}
            readOnly
            description={editable && nextCode.data ? `Prochain numéro : ${nextCode.data.data}` : undefined}
          />
        </SimpleGrid>
        <InvoiceServiceFields
          key={invoice.data?.version ?? 'new'}
          service={draft}
          readOnly={!editable}
          onChange={(service) => setDraft({ ...draft, ...service })}
        />
      </Card>
      <Tabs defaultValue="client" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="client">Client</Tabs.Tab>
          <Tabs.Tab value="articles">Articles</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="client" pt="md">
          <InvoiceClientTab
            client={draft.client}
            readOnly={!editable}
            customerFixed={status.kind === 'CREDIT_NOTE'}
            onChange={(client) => setDraft(withDueDate({ ...draft, client }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="articles" pt="md">
          <InvoiceArticlesTab
            lines={draft.articles}
            readOnly={!editable}
            onChange={(articles) => setDraft({ ...draft, articles })}
            allowance={draft.allowance}
            onAllowanceChange={(allowance) => setDraft({ ...draft, allowance })}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        {invoice.data && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadInvoicePdf(invoice.data).catch(reportError)}
          >
            Télécharger
          </Button>
        )}
        {canCreditNote(status) && (
          <Button
            variant="default"
            leftSection={<IconReceiptRefund size={16} />}
            onClick={() => setCrediting(true)}
          >
            Créer un avoir
          </Button>
        )}
        {editable && (
          <>
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void onSave()}
              loading={save.isPending && !issue.isPending}
              disabled={!draft.client.id || busy}
            >
              Enregistrer
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void onIssue().catch(() => undefined)}
              loading={issue.isPending}
              disabled={!draft.client.id || !draft.articles.length || busy}
            >
              {issueLabel(status.kind)}
            </Button>
          </>
        )}
      </Group>
      {crediting && invoice.data && (
        <CreditNoteModal
          invoice={invoice.data}
          opened
          onClose={() => setCrediting(false)}
          onCreate={(body) => void onCreditNote(body).catch(() => undefined)}
          creating={createCreditNote.isPending}
        />
      )}
    </Stack>
  );
}
