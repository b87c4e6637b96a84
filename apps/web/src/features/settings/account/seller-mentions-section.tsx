import {
  Alert,
  Autocomplete,
  Checkbox,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  BIC_INVALID_MESSAGE,
  COMMON_LEGAL_FORMS,
  IBAN_INVALID_MESSAGE,
  isIndividualForm,
  isValidBic,
  isValidIban,
  isValidVatNumber,
  missingSellerMentions,
  parseShareCapital,
  SHARE_CAPITAL_INVALID_MESSAGE,
  VAT_NUMBER_INVALID_MESSAGE,
  type AccountDetail,
} from '@plateau/contracts';
import type { AccountFormValues } from './account-form-values.ts';

const FORM_LABELS = new Map<string, string>(COMMON_LEGAL_FORMS.map((form) => [form.value, form.label]));
const LEGAL_FORMS = COMMON_LEGAL_FORMS.map((form) => form.value);

/** The checks of the server (contracts), shown before anything is sent. */
export const sellerMentionRules = {
  /** In the legal entity section: the SIREN the invoices print is read from it. */
  tvaIntracommunautaire: (value: string) =>
    value.trim() === '' || isValidVatNumber(value) ? null : VAT_NUMBER_INVALID_MESSAGE,
  shareCapital: (value: number | string) =>
    value === '' || parseShareCapital(value) !== null ? null : SHARE_CAPITAL_INVALID_MESSAGE,
  iban: (value: string) => (value.trim() === '' || isValidIban(value) ? null : IBAN_INVALID_MESSAGE),
  bic: (value: string) => (value.trim() === '' || isValidBic(value) ? null : BIC_INVALID_MESSAGE),
};

/** What the saved account still lacks for an invoice to be issued: the list the issue would refuse with. */
function MissingMentions({ account }: { account: AccountDetail }) {
  const missing = missingSellerMentions(account.legalEntity, account.name);
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="Mentions manquantes pour émettre des factures"
      mb="md"
    >
      Il manque : {missing.join(', ')}.
    </Alert>
  );
}

/**
 * The mentions the law asks of the seller's invoices (Code de commerce R123-237 and L441-9, CGI
 * ann. II art. 242 nonies A): legal form, share capital, RCS or RM registration, bank details, and
 * the option for VAT on debits. The SIREN is read from the VAT number above.
 */
export function SellerMentionsSection({
  form,
  account,
}: {
  form: UseFormReturnType<AccountFormValues>;
  account: AccountDetail;
}) {
  const individual = isIndividualForm(form.values.legalForm);
  return (
    <Fieldset legend="Mentions légales des factures">
      <MissingMentions account={account} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Autocomplete
          label="Forme juridique"
          placeholder="SARL, SAS, EI…"
          description="Choisissez dans la liste ou saisissez une autre forme"
          data={LEGAL_FORMS}
          renderOption={({ option }) => FORM_LABELS.get(option.value) ?? option.value}
          maxLength={60}
          {...form.getInputProps('legalForm')}
        />
        <NumberInput
          label="Capital social"
          description={
            individual ? 'Sans objet pour une entreprise individuelle' : 'En euros, imprimé sur les factures'
          }
          placeholder="10 000,00"
          suffix=" €"
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          thousandSeparator=" "
          allowNegative={false}
          hideControls
          {...form.getInputProps('shareCapital')}
        />
        <TextInput
          label="Ville du RCS"
          description="Le numéro RCS est le SIREN, lu dans le n° de TVA"
          placeholder="Lyon"
          maxLength={100}
          {...form.getInputProps('rcsCity')}
        />
        <TextInput
          label="Numéro au RM"
          description="Pour un artisan inscrit au répertoire des métiers"
          placeholder="732 829 320 RM 69"
          maxLength={50}
          {...form.getInputProps('rmNumber')}
        />
        <TextInput
          label="IBAN"
          description="Compte qui reçoit les virements des clients"
          placeholder="FR76 3000 6000 0112 3456 7890 189"
          maxLength={50}
          {...form.getInputProps('iban')}
        />
        <TextInput
          label="BIC"
          description="8 ou 11 caractères"
          placeholder="BNPAFRPP"
          maxLength={20}
          {...form.getInputProps('bic')}
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label="Option pour le paiement de la TVA d'après les débits"
        {...form.getInputProps('vatOnDebits', { type: 'checkbox' })}
      />
      <Text size="xs" c="dimmed" mt={4}>
        À cocher si l'entreprise a opté pour la TVA sur les débits : la mention est alors imprimée sur ses
        factures.
      </Text>
    </Fieldset>
  );
}
