import { Select, type SelectProps } from '@mantine/core';
import { assistanceProviderLabels, AssistanceProviderCode } from '@plateau/contracts';

const PROVIDERS = AssistanceProviderCode.map((code) => ({
  value: code,
  label: assistanceProviderLabels[code],
}));

/** The assistance company of an ASSISTEUR account (ASSISTANCE_PROVIDER referential). */
export function ProviderSelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      label="Assisteur"
      placeholder="Sélectionnez un assisteur"
      searchable
      data={PROVIDERS}
      {...props}
    />
  );
}
