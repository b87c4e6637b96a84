import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatEuros, type DaysToPay } from '@plateau/contracts';
import { formatDay } from '../../../lib/dates.ts';
import { formatDays, settledInvoices } from '../model/receivables.ts';

function Figure({ label, value, formula }: { label: string; value: string; formula: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={label}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {formula}
      </Text>
    </Paper>
  );
}

/** How long customers take to pay over the 12 months ending on the day, each figure with its formula. */
export function DaysToPayFigures({ daysToPay }: { daysToPay: DaysToPay }) {
  const period = `du ${formatDay(daysToPay.periodStart)} (exclu) au ${formatDay(daysToPay.periodEnd)}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Figure
        label="Délai moyen de paiement"
        value={formatDays(daysToPay.averageDaysToPay)}
        formula={`Jours entre l’émission d’une facture et le paiement qui l’a soldée, pondérés par le montant payé ; ${settledInvoices(daysToPay.paidInvoices)} ${period}.`}
      />
      <Figure
        label="DSO"
        value={formatDays(daysToPay.dso)}
        formula={`Encours ÷ chiffre d’affaires TTC ${period} (${formatEuros(Number(daysToPay.salesTTC))}, avoirs déduits) × nombre de jours de la période.`}
      />
    </SimpleGrid>
  );
}
