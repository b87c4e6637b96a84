import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  isValidVatNumber,
  regimeTvaLabels,
  VAT_NUMBER_INVALID_MESSAGE,
  type RegimeTva,
} from '@plateau/contracts';
import { usePaymentModes, usePaymentTypes } from '../api/get-payment-lists.ts';
import type { CustomerDraft } from '../model/customer-draft.ts';

/** Mantine's Select needs a value for 'nothing chosen': the spec names what an empty choice means. */
const NONE = 'none';
const toOption = ({ id, nom }: { id: number; nom: string }) => ({ value: String(id), label: nom });
const idOf = (value: string | null) => (value && value !== NONE ? Number(value) : null);
const REGIMES = Object.entries(regimeTvaLabels).map(([value, label]) => ({ value, label }));

interface AccountingSectionProps {
  draft: CustomerDraft;
  onChange: (patch: Partial<CustomerDraft>) => void;
}

/** Payment mode (empty: 'À réception'), payment type (empty: 'Non déterminé'), VAT regime and number. */
export function AccountingSection({ draft, onChange }: AccountingSectionProps) {
  const modes = usePaymentModes();
  const types = usePaymentTypes();
  const vat = draft.tvaIntracommunautaire ?? '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Select
        label="Mode de règlement"
        data={[{ value: NONE, label: 'À réception' }, ...(modes.data ?? []).map(toOption)]}
        value={draft.modeReglementId ? String(draft.modeReglementId) : NONE}
        onChange={(value) => onChange({ modeReglementId: idOf(value) })}
        allowDeselect={false}
      />
      <Select
        label="Type de règlement"
        data={[{ value: NONE, label: 'Non déterminé' }, ...(types.data ?? []).map(toOption)]}
        value={draft.typeReglementId ? String(draft.typeReglementId) : NONE}
        onChange={(value) => onChange({ typeReglementId: idOf(value) })}
        allowDeselect={false}
      />
      <Select
        label="Régime de TVA"
        data={REGIMES}
        value={draft.regimeTva ?? null}
        onChange={(value) => onChange({ regimeTva: (value as RegimeTva | null) ?? null })}
        placeholder="Non renseigné"
        clearable
      />
      <TextInput
        label="N° de TVA intracommunautaire"
        placeholder="FR00123456789"
        value={vat}
        error={vat && !isValidVatNumber(vat) ? VAT_NUMBER_INVALID_MESSAGE : undefined}
        onChange={(event) => onChange({ tvaIntracommunautaire: event.currentTarget.value || null })}
      />
    </SimpleGrid>
  );
}
