import { Anchor, Group, Text } from '@mantine/core';
import { reminderOutcomeLabels, reminderStepLabels, type InvoiceReminder } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { downloadReminderLetter, useInvoiceReminders } from '../api/invoice-reminders.ts';
import { reportError } from '../../../components/report-error.ts';

/** « 14/03/2026 08:00 · Première relance par e-mail », the outcome when it was not sent. */
const reminderText = (reminder: InvoiceReminder) =>
  [
    formatListDate(reminder.at),
    reminderStepLabels[reminder.step],
    reminder.outcome === 'SENT' ? null : reminderOutcomeLabels[reminder.outcome],
  ]
    .filter(Boolean)
    .join(' · ');

/** « Relances »: the reminders of an issued invoice, each with its date and step (issue 29 §4). */
export function InvoiceReminders({ invoiceId, code }: { invoiceId: number; code: string }) {
  const { data } = useInvoiceReminders(invoiceId);
  if (!data?.data.length) return null;
  return (
    <Group gap="xs" align="baseline" data-testid="invoice-reminders">
      <Text size="sm" fw={500}>
        Relances :
      </Text>
      {data.data.map((reminder, index) => (
        <Text size="sm" key={reminder.id} c={reminder.outcome === 'SENT' ? undefined : 'dimmed'}>
          {reminderText(reminder)}
          {reminder.hasLetter && (
            <>
              {' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void downloadReminderLetter(invoiceId, reminder.id, code).catch(reportError)}
              >
                (lettre PDF)
              </Anchor>
            </>
          )}
          {index < data.data.length - 1 ? ' ;' : ''}
        </Text>
      ))}
    </Group>
  );
}
