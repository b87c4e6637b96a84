import { Alert, Badge, Button, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { depositStateLabels, type LifecycleHistoryEntry } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { downloadPlatformProofs, useInvoiceLifecycle } from '../api/get-invoice-lifecycle.ts';
import { reportError } from '../../../components/report-error.ts';

/** The colour of a status badge: refusals red, approvals green, disputes orange, the rest blue. */
export function lifecycleColor(code: string | undefined): string {
  if (code === '210' || code === '213') return 'red';
  if (code === '205' || code === '206' || code === '212') return 'green';
  if (code === '207' || code === '208') return 'orange';
  return 'blue';
}

const entryText = (entry: LifecycleHistoryEntry) =>
  entry.reason
    ? `${entry.label} : ${entry.reason}${entry.reasonLabel && entry.reasonLabel !== entry.reason ? ` (${entry.reasonLabel})` : ''}`
    : entry.label;

/** An issued invoice on the approved platform: its status badge and the dated history of its statuses. */
export function PlatformLifecycle({ invoiceId }: { invoiceId: number }) {
  const { data } = useInvoiceLifecycle(invoiceId);
  if (!data || (!data.depositState && data.history.length === 0)) return null;
  return (
    <Card withBorder component="section" aria-label="Plateforme agréée">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={600}>Plateforme agréée</Text>
          {data.current ? (
            <Badge variant="light" color={lifecycleColor(data.current.code)} data-testid="platform-status">
              {data.current.label}
            </Badge>
          ) : (
            data.depositState && (
              <Badge variant="light" color={data.depositState === 'FAILED' ? 'red' : 'gray'}>
                {depositStateLabels[data.depositState]}
              </Badge>
            )
          )}
          <Button
            ml="auto"
            size="xs"
            variant="subtle"
            leftSection={<IconDownload size={14} />}
            onClick={() => void downloadPlatformProofs(invoiceId).catch(reportError)}
          >
            Preuves (zip)
          </Button>
        </Group>
        {data.depositError && (
          <Text size="sm" c="red.8">
            {data.depositError}
          </Text>
        )}
        {data.terminalRefusal && (
          <Alert color="red" title="Facture à corriger">
            Cette facture ne se modifie pas : créez un avoir qui l’annule, puis une nouvelle facture.
          </Alert>
        )}
        {data.history.length > 0 && (
          <Timeline bulletSize={14} lineWidth={2} active={data.history.length - 1}>
            {data.history.map((entry) => (
              <Timeline.Item
                key={`${entry.code}-${entry.at}`}
                color={lifecycleColor(entry.code)}
                title={entryText(entry)}
              >
                <Text size="xs" c="dimmed">
                  {formatListDate(entry.at)} ·{' '}
                  {entry.direction === 'OUT' ? 'envoyé par nous' : `${entry.code}, reçu de la plateforme`}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
