import { SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import type { InvoiceDraft } from '../model/invoice-draft.ts';

type Service = Pick<InvoiceDraft, 'serviceDate' | 'servicePeriod'>;

/**
 * When the service was rendered: one day, or a period (its start and end typed apart; the period
 * counts once both are there). Either replaces the other; none: the folder's day, else the invoice's.
 */
export function InvoiceServiceFields({
  service,
  readOnly,
  onChange,
}: {
  service: Service;
  readOnly: boolean;
  onChange: (service: Service) => void;
}) {
  const [start, setStart] = useState<string | null>(service.servicePeriod?.start ?? null);
  const [end, setEnd] = useState<string | null>(service.servicePeriod?.end ?? null);
  const day = (value: string | null) => (value ? value.slice(0, 10) : null);
  const setPeriod = (nextStart: string | null, nextEnd: string | null) => {
    setStart(nextStart);
    setEnd(nextEnd);
    onChange({
      serviceDate: nextStart || nextEnd ? null : service.serviceDate,
      servicePeriod: nextStart && nextEnd ? { start: nextStart, end: nextEnd } : null,
    });
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <DateInput
        label="Date de la prestation"
        valueFormat="DD/MM/YYYY"
        placeholder="JJ/MM/AAAA"
        clearable={!readOnly}
        readOnly={readOnly}
        value={service.serviceDate}
        onChange={(value) => {
          if (value) [setStart, setEnd].forEach((set) => set(null));
          onChange({ serviceDate: day(value), servicePeriod: value ? null : service.servicePeriod });
        }}
      />
      <DateInput
        label="Début de la période"
        valueFormat="DD/MM/YYYY"
        placeholder="JJ/MM/AAAA"
        clearable={!readOnly}
        readOnly={readOnly}
        value={start}
        onChange={(value) => setPeriod(day(value), end)}
      />
      <DateInput
        label="Fin de la période"
        valueFormat="DD/MM/YYYY"
        placeholder="JJ/MM/AAAA"
        clearable={!readOnly}
        readOnly={readOnly}
        value={end}
        minDate={start ?? undefined}
        onChange={(value) => setPeriod(start, day(value))}
      />
    </SimpleGrid>
  );
}
