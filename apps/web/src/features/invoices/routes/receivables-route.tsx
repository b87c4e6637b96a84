import { Button, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DAY_DISPLAY_FORMAT, formatDay } from '../../../lib/dates.ts';
import { useExportReceivables, useReceivables } from '../api/get-receivables.ts';
import { DaysToPayFigures } from '../components/days-to-pay.tsx';
import { ReceivablesTable } from '../components/receivables-table.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

/**
 * « Encours clients » (issue 29 §4): what each customer owes at a day, by age past the due date, the totals,
 * how long customers take to pay, and the table's export. The day is kept in the address (?au=AAAA-MM-JJ).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('au') ?? '') ? params.get('au')! : undefined;
  const receivables = useReceivables(day);
  const exporter = useExportReceivables();
  const exportAs = (format: 'xlsx' | 'csv') => exporter.mutate({ format, ...(day ? { date: day } : {}) });
  const shownDay = receivables.data?.date;
  return (
    <Stack>
      <Group align="flex-end" justify="space-between">
        <DateInput
          label="Encours au"
          w={180}
          valueFormat={DAY_DISPLAY_FORMAT}
          placeholder="Aujourd’hui"
          clearable
          value={day ?? null}
          onChange={(value) => setParams(value ? { au: value.slice(0, 10) } : {}, { replace: true })}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporter.isPending && exporter.variables?.format === 'xlsx'}
            onClick={() => exportAs('xlsx')}
          >
            Exporter en XLSX
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} />}
            loading={exporter.isPending && exporter.variables?.format === 'csv'}
            onClick={() => exportAs('csv')}
          >
            Exporter en CSV
          </Button>
        </Group>
      </Group>
      {shownDay && (
        <Text size="sm" c="dimmed">
          Montants TTC restant dus au {formatDay(shownDay)} sur les factures émises, après avoirs et paiements
          reçus à cette date ; l’âge compte les jours écoulés depuis l’échéance.
        </Text>
      )}
      <ReceivablesTable data={receivables.data} fetching={coversRows(receivables)} />
      {receivables.data && <DaysToPayFigures daysToPay={receivables.data.daysToPay} />}
    </Stack>
  );
}
