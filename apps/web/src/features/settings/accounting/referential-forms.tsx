import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { regimeTvaLabels } from '@plateau/contracts';
import { DraftDecimal, DraftInteger, DraftSelect, DraftSwitch, DraftText } from './field-inputs.tsx';
import type { FieldsProps } from './referential-tab.tsx';

const REGIMES = Object.entries(regimeTvaLabels).map(([value, label]) => ({ value, label }));

export const TvaFields = (p: FieldsProps) => (
  <SimpleGrid cols={2} spacing="sm">
    <DraftText p={p} field="code" label="Code" required />
    <DraftText p={p} field="nom" label="Nom" required />
    <DraftDecimal p={p} field="taux" label="Taux (%)" placeholder="Non applicable" />
    <DraftSelect p={p} field="regimeTva" label="Régime de TVA" options={REGIMES} />
    <DraftText p={p} field="compteCollecteCode" label="Compte de TVA collectée" />
    <DraftText p={p} field="compteDeductibleCode" label="Compte de TVA déductible" />
    <DraftText p={p} field="codeJournal" label="Code journal" />
  </SimpleGrid>
);

export const PaymentTypeFields = (p: FieldsProps) => (
  <Stack gap="sm">
    <DraftText p={p} field="nom" label="Nom" required />
    <SimpleGrid cols={2} spacing="sm">
      <DraftText p={p} field="codeCompte" label="Compte" />
      <DraftText p={p} field="codeJournal" label="Code journal" />
    </SimpleGrid>
  </Stack>
);

export const PaymentModeFields = (p: FieldsProps) => (
  <Stack gap="sm">
    <DraftText p={p} field="nom" label="Nom" required />
    <Textarea
      label="Commentaire"
      disabled={p.readOnly}
      value={(p.draft.commentaire as string | null) ?? ''}
      onChange={(event) => p.onChange({ commentaire: event.currentTarget.value || null })}
    />
    <SimpleGrid cols={2} spacing="sm">
      <DraftInteger p={p} field="nombreJours" label="Nombre de jours" min={0} max={365} />
      <DraftInteger p={p} field="jourPaiement" label="Jour de paiement" min={1} max={31} />
    </SimpleGrid>
    <DraftSwitch p={p} field="finMois" label="Fin de mois" />
  </Stack>
);

export const FamilleFields = (p: FieldsProps) => (
  <SimpleGrid cols={2} spacing="sm">
    <DraftText p={p} field="code" label="Code" required />
    <DraftText p={p} field="nom" label="Nom" required />
  </SimpleGrid>
);
