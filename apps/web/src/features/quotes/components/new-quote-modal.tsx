import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { numberToCents, type QuoteInput, type QuoteLineInput } from '@plateau/contracts';
import { useState } from 'react';
import { useGuardedClose } from '../../../components/form-modal.tsx';
import { QuoteCustomerField } from './quote-customer-field.tsx';
import { QuoteProposalPanel } from './quote-proposal-panel.tsx';
import { QuoteWarnings } from './quote-warnings.tsx';
import { DAY_DISPLAY_FORMAT, dayjs, formatStoredDate, parseDisplayedDay } from '../../../lib/dates.ts';

const emptyLine = (): QuoteLineInput => ({
  label: '',
  ruleDescription: 'Saisi à la main',
  unit: 'FORFAIT',
  quantity: 1,
  unitPriceCents: 0,
  vatRate: 20,
});
const initialQuote = (): QuoteInput => ({
  customerId: null,
  customerName: '',
  customerEmail: null,
  customerPhone: null,
  description: null,
  validUntil: formatStoredDate(dayjs().add(30, 'day')),
  lines: [emptyLine()],
});
const orNull = (text: string) => (text.trim() ? text : null);

/** « Nouveau devis »: the customer, what is quoted, until when. */
export function NewQuoteModal({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave: (body: QuoteInput) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initialQuote);
  const requestClose = useGuardedClose(
    draft.customerName !== '' || draft.lines.some((line) => line.label !== ''),
    onClose,
  );
  const set = (fields: Partial<QuoteInput>) => setDraft((current) => ({ ...current, ...fields }));
  const setLine = (index: number, fields: Partial<QuoteLineInput>) =>
    set({ lines: draft.lines.map((line, i) => (i === index ? { ...line, ...fields } : line)) });
  return (
    <Modal opened onClose={() => void requestClose()} title="Nouveau devis" size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <QuoteCustomerField value={draft} onChange={set} />
            <DateInput
              label="Valable jusqu’au"
              required
              valueFormat={DAY_DISPLAY_FORMAT}
              dateParser={parseDisplayedDay}
              value={draft.validUntil}
              onChange={(value) => value && set({ validUntil: formatStoredDate(value) })}
            />
            <TextInput
              label="E-mail"
              type="email"
              maxLength={200}
              value={draft.customerEmail ?? ''}
              onChange={(e) => set({ customerEmail: orNull(e.currentTarget.value) })}
            />
            <TextInput
              label="Téléphone"
              type="tel"
              maxLength={30}
              value={draft.customerPhone ?? ''}
              onChange={(e) => set({ customerPhone: orNull(e.currentTarget.value) })}
            />
          </SimpleGrid>
          <Textarea
            label="Prestation"
            maxLength={2000}
            autosize
            minRows={2}
            value={draft.description ?? ''}
            onChange={(e) => set({ description: orNull(e.currentTarget.value) })}
          />
          <QuoteProposalPanel customerId={draft.customerId} onLines={(lines) => set({ lines })} />
          <Text fw={600}>Lignes</Text>
          {draft.lines.map((line, index) => (
            <Group key={index} align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label="Libellé"
                required
                flex="1 1 200px"
                maxLength={200}
                description={line.ruleDescription}
                value={line.label}
                onChange={(e) => setLine(index, { label: e.currentTarget.value })}
              />
              <NumberInput
                label="Quantité"
                w={90}
                min={1}
                allowDecimal={false}
                value={line.quantity}
                onChange={(v) => setLine(index, { quantity: Number(v) || 1 })}
              />
              <NumberInput
                label="PU HT (€)"
                w={120}
                min={0}
                decimalScale={2}
                decimalSeparator=","
                value={line.unitPriceCents / 100}
                onChange={(v) => setLine(index, { unitPriceCents: Number(numberToCents(Number(v) || 0)) })}
              />
              <NumberInput
                label="TVA (%)"
                w={90}
                min={0}
                max={100}
                decimalScale={2}
                decimalSeparator=","
                value={line.vatRate}
                onChange={(v) => setLine(index, { vatRate: Number(v) || 0 })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Supprimer la ligne ${index + 1}`}
                disabled={draft.lines.length === 1}
                onClick={() => set({ lines: draft.lines.filter((_, i) => i !== index) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <QuoteWarnings lines={draft.lines} />
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => set({ lines: [...draft.lines, emptyLine()] })}
            >
              Ajouter une ligne
            </Button>
            <Group>
              <Button variant="default" onClick={() => void requestClose()}>
                Annuler
              </Button>
              <Button type="submit" loading={saving}>
                Enregistrer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
