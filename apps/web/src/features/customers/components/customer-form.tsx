import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CustomerIdentityProblems } from '@plateau/contracts';
import {
  PlaceContactPanel,
  type PlaceContactPanelProps,
} from '../../../components/place-contact/place-contact-panel.tsx';
import type { PlaceValue } from '../../../components/place-contact/place-value.ts';
import type { CustomerDraft } from '../model/customer-draft.ts';
import { AccountingSection } from './accounting-section.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Title order={3} size="h5" mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);

interface CustomerFormProps {
  draft: CustomerDraft;
  onChange: (patch: Partial<CustomerDraft>) => void;
  /** The name and billing address the customer lacks, shown under their fields. */
  errors?: CustomerIdentityProblems;
  /** After a refused save: every field says what is wrong, even those not yet left. */
  showErrors?: boolean;
}

/** The sections of spec 1 §2 'Customers', in its order; one component for creation and edition. */
export function CustomerForm({ draft, onChange, errors = {}, showErrors }: CustomerFormProps) {
  const place = (
    field: 'headQuarterPlace' | 'facturationPlace' | 'contactPlace1' | 'contactPlace2',
    more: Partial<PlaceContactPanelProps> = {},
  ) => (
    <PlaceContactPanel
      value={draft[field] as PlaceValue | null}
      onChange={(next) => onChange({ [field]: next })}
      showErrors={showErrors}
      {...more}
    />
  );
  return (
    <Stack gap="md">
      <Section title="Adresse principale">
        {place('headQuarterPlace', { fieldErrors: { companyName: errors.name } })}
      </Section>
      <Section title="Comptabilité">
        <AccountingSection draft={draft} onChange={onChange} />
      </Section>
      <Section title="Adresse de facturation">
        {/*
          No asterisk (issue 28 §5): the law asks for the buyer's address on the invoice (CGI art. 242
          nonies A), not for a separate billing one. customerIdentityProblems (contracts, checked by
          the server too) wants an address here or on the main address, and the invoice prints the
          main one when this one is empty; a customer without either is refused, said here.
        */}
        <Text size="sm" c="dimmed" mb="xs">
          Facultative : à défaut, la facture porte l&apos;adresse principale.
        </Text>
        {place('facturationPlace', { addressError: errors.address })}
      </Section>
      <Section title="Contact 1">{place('contactPlace1')}</Section>
      <Section title="Contact 2">{place('contactPlace2')}</Section>
    </Stack>
  );
}
