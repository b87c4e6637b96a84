import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  isValidSiren,
  isValidVatNumber,
  normalizeSiren,
  regimeTvaLabels,
  SIREN_INVALID_MESSAGE,
  SIREN_VAT_MISMATCH_MESSAGE,
  eAddressProblem,
  sirenContradictsVat,
  VAT_NUMBER_INVALID_MESSAGE,
  type RegimeTva,
} from '@plateau/contracts';
import { usePaymentModes, usePaymentTypes } from '../api/get-payment-lists.ts';
import { withVatNumber, type CustomerDraft } from '../model/customer-draft.ts';

/** Mantine's Select needs a value for 'nothing chosen': the spec names what an empty choice means. */
const NONE = 'none';
const toOption = ({ id, nom }: { id: number; nom: string }) => ({ value: String(id), label: nom });
const idOf = (value: string | null) => (value && value !== NONE ? Number(value) : null);
const REGIMES = Object.entries(regimeTvaLabels).map(([value, label]) => ({ value, label }));

interface AccountingSectionProps {
  draft: CustomerDraft;
  onChange: (patch: Partial<CustomerDraft>) => void;
}

function sirenError(siren: string, vat: string): string | undefined {
  if (siren === '') return undefined;
  if (!isValidSiren(siren)) return SIREN_INVALID_MESSAGE;
  return sirenContradictsVat(normalizeSiren(siren), vat) ? SIREN_VAT_MISMATCH_MESSAGE : undefined;
}

/**
 * Payment mode (empty: 'À réception'), payment type (empty: 'Non déterminé'), VAT regime and
 * number, the SIREN a company's invoices print (filled from a French VAT number as it is typed), and whether
 * the nightly job reminds the customer of its unpaid invoices.
 */
export function AccountingSection({ draft, onChange }: AccountingSectionProps) {
  const modes = usePaymentModes();
  const types = usePaymentTypes();
  const vat = draft.tvaIntracommunautaire ?? '';
  const siren = draft.siren ?? '';
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
        onChange={(event) => onChange(withVatNumber(event.currentTarget.value || null))}
      />
      <TextInput
        label="SIREN"
        description="Obligatoire sur les factures d'une entreprise française"
        placeholder="9 chiffres"
        maxLength={20}
        value={siren}
        error={sirenError(siren, vat)}
        onChange={(event) => onChange({ siren: event.currentTarget.value || null })}
      />
      <TextInput
        label="Adresse de facturation électronique"
        description="Annuaire des plateformes (schéma 0225) ; vide : le SIREN"
        placeholder={siren || 'SIREN, SIREN_SIRET, SIREN_SIRET_CODE ou SIREN_SUFFIXE'}
        maxLength={100}
        value={draft.eInvoicingAddress ?? ''}
        error={
          draft.eInvoicingAddress
            ? (eAddressProblem(draft.eInvoicingAddress, siren || null) ?? undefined)
            : undefined
        }
        onChange={(event) => onChange({ eInvoicingAddress: event.currentTarget.value || null })}
      />
      <Switch
        label="Relances automatiques"
        description="Rappels des factures impayées par e-mail, puis mise en demeure (à couper pour un assisteur qui règle par lots)"
        checked={draft.automaticReminders ?? true}
        onChange={(event) => onChange({ automaticReminders: event.currentTarget.checked })}
        mt="xs"
      />
    </SimpleGrid>
  );
}
