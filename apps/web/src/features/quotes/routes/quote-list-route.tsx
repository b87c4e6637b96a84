import { Alert, Button, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconFolderPlus, IconPlus, IconSend } from '@tabler/icons-react';
import {
  formatCents,
  QUOTE_STATE_LABELS,
  QuoteListQuery,
  QuoteStateCode,
  type Quote,
  type QuoteSent,
} from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySaved } from '../../../components/notify.tsx';
import { reportError } from '../../../components/report-error.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import { useAddressSearch } from '../../../lib/use-address-search.ts';
import {
  downloadQuotePdf,
  useCreateQuote,
  useQuotes,
  useQuoteToFolder,
  useSendQuote,
} from '../api/quotes.ts';
import { NewQuoteModal } from '../components/new-quote-modal.tsx';
import { SendQuoteModal } from '../components/send-quote-modal.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

const STATE_COLORS: Record<Quote['state'], string> = {
  BROUILLON: 'gray',
  ENVOYE: 'blue',
  ACCEPTE: 'teal',
  REFUSE: 'red',
  EXPIRE: 'orange',
};
const sentToText = (sent: QuoteSent) =>
  sent.channel === 'SMS'
    ? `SMS en cours d’envoi au ${sent.recipient}.`
    : sent.channel === 'EMAIL'
      ? `E-mail envoyé à ${sent.recipient}.`
      : 'À transmettre au client par SMS ou e-mail.';
/** The state and text filters as the address holds them; a bad address reads as no filter. */
function parseQuoteQuery(params: URLSearchParams): QuoteListQuery {
  const parsed = QuoteListQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : {};
}
function quoteQueryParams(query: QuoteListQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value));
}
const STATES = QuoteStateCode.map((value) => ({ value, label: QUOTE_STATE_LABELS[value] }));

/** /devis: the quotes, filtered by state and text (filters in the URL), « Nouveau devis », « Envoyer ». */
export function Component() {
  const { search: query, update: setFilter } = useAddressSearch(parseQuoteQuery, quoteQueryParams);
  const list = useQuotes(query);
  const create = useCreateQuote();
  const send = useSendQuote();
  const toFolder = useQuoteToFolder();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [sending, setSending] = useState<Quote | null>(null);
  const [link, setLink] = useState<{ number: string; url: string; sentTo: string } | null>(null);

  const columns: DataTableColumn<Quote>[] = [
    { accessor: 'number', title: 'Numéro' },
    { accessor: 'customerName', title: 'Client' },
    {
      accessor: 'state',
      title: 'État',
      // Text rather than a badge: a narrow column would cut a badge's word short (« AC… »).
      render: (q) => (
        <Text size="sm" fw={600} c={`${STATE_COLORS[q.state]}.8`}>
          {QUOTE_STATE_LABELS[q.state]}
        </Text>
      ),
    },
    {
      accessor: 'totalTtcCents',
      title: 'Total TTC',
      textAlign: 'right',
      render: (q) => formatCents(BigInt(q.totalTtcCents)),
    },
    { accessor: 'validUntil', title: 'Valable jusqu’au', render: (q) => formatDay(q.validUntil) },
    {
      accessor: 'decidedAt',
      title: 'Réponse',
      render: (q) =>
        q.decidedAt ? `${formatListDate(q.decidedAt)}${q.acceptedName ? ` — ${q.acceptedName}` : ''}` : '—',
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (q) => (
        <RowActions
          actions={[
            {
              label: 'PDF',
              ariaLabel: `PDF du devis ${q.number}`,
              icon: <IconFileTypePdf size={16} />,
              onClick: () => void downloadQuotePdf(q.id, q.number).catch(reportError),
            },
            ...(q.state === 'BROUILLON' || q.state === 'ENVOYE'
              ? [
                  {
                    label: 'Envoyer',
                    ariaLabel: `Envoyer ${q.number}`,
                    icon: <IconSend size={16} />,
                    onClick: () => setSending(q),
                  },
                ]
              : []),
            ...(q.state === 'ACCEPTE'
              ? [
                  {
                    label: q.folderId ? 'Ouvrir le dossier' : 'Créer le dossier',
                    ariaLabel: `Dossier du devis ${q.number}`,
                    icon: <IconFolderPlus size={16} />,
                    onClick: () =>
                      void (q.folderId ? Promise.resolve(q) : toFolder.mutateAsync(q.id))
                        .then((done) => navigate(`/folders/${done.folderId}`))
                        .catch(() => undefined),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="État"
            placeholder="Tous"
            clearable
            data={STATES}
            value={query.state ?? null}
            onChange={(value) => setFilter({ state: (value as QuoteListQuery['state']) ?? undefined })}
            w={180}
          />
          <TextInput
            label="Recherche"
            placeholder="Numéro ou client"
            defaultValue={query.q ?? ''}
            onChange={(e) => setFilter({ q: e.currentTarget.value.trim() || undefined })}
            w={220}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Nouveau devis
        </Button>
      </Group>
      {link && (
        <Alert
          color="blue"
          title={`Devis ${link.number} envoyé`}
          withCloseButton
          onClose={() => setLink(null)}
        >
          {link.sentTo} Lien : {link.url}{' '}
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? 'Copié' : 'Copier le lien'}
              </Button>
            )}
          </CopyButton>
        </Alert>
      )}
      <DataTable<Quote>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={160}
        records={list.data ?? []}
        fetching={coversRows(list)}
        noRecordsText="Aucun devis"
        columns={columns}
      />
      {sending && (
        <SendQuoteModal
          quote={sending}
          sending={send.isPending}
          onClose={() => setSending(null)}
          onSend={(channel) =>
            void send
              .mutateAsync({ id: sending.id, channel })
              .then((sent) => {
                setSending(null);
                setLink({ number: sending.number, url: sent.url, sentTo: sentToText(sent) });
              })
              .catch(() => undefined)
          }
        />
      )}
      {creating && (
        <NewQuoteModal
          saving={create.isPending}
          onClose={() => setCreating(false)}
          onSave={(body) =>
            void create
              .mutateAsync(body)
              .then(() => {
                setCreating(false);
                notifySaved();
              })
              .catch(() => undefined)
          }
        />
      )}
    </Stack>
  );
}
