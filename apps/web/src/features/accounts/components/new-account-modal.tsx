import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ASSISTANCE_PROVIDER_REQUIRED,
  AssistanceProviderCode,
  assistanceProviderLabels,
  businessNatureLabels,
  ClientNatureCode,
  type AccountCreate,
} from '@plateau/contracts';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../components/notify.tsx';
import { useCreateAccount } from '../api/accounts.ts';
import { useGuardedClose } from '../../../components/form-modal.tsx';

const NATURES = ClientNatureCode.map((code) => ({ value: code, label: businessNatureLabels[code] }));
const PROVIDERS = AssistanceProviderCode.map((code) => ({
  value: code,
  label: assistanceProviderLabels[code],
}));

/** 'Nouveau compte' (spec 3, last section): then the new account's screen. */
export function NewAccountModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateAccount();
  const form = useForm<{ name: string; businessNature: string; assistanceProvider: string | null }>({
    initialValues: { name: '', businessNature: 'DEPANNEUR', assistanceProvider: null },
    validate: {
      name: (value) => (value.trim() === '' ? 'Le nom du compte est obligatoire' : null),
      assistanceProvider: (value, values) =>
        values.businessNature === 'ASSISTEUR' && !value ? ASSISTANCE_PROVIDER_REQUIRED : null,
    },
  });
  const requestClose = useGuardedClose(form.isDirty(), onClose);
  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      businessNature: values.businessNature,
      assistanceProvider: values.businessNature === 'ASSISTEUR' ? values.assistanceProvider : null,
    } as AccountCreate;
    create.mutate(body, {
      onSuccess: (account) => {
        notifySuccess('Action réussie', 'Le compte a bien été créé !');
        onClose();
        void navigate(`/accounts/${account.id}`);
      },
    });
  });
  return (
    <Modal opened onClose={() => void requestClose()} title="Nouveau compte" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Nom du compte"
            withAsterisk
            maxLength={200}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label="Nature"
            data={NATURES}
            allowDeselect={false}
            {...form.getInputProps('businessNature')}
          />
          {form.values.businessNature === 'ASSISTEUR' && (
            <Select
              label="Assisteur"
              placeholder="Sélectionnez un assisteur"
              searchable
              withAsterisk
              data={PROVIDERS}
              {...form.getInputProps('assistanceProvider')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void requestClose()}>
              Annuler
            </Button>
            <Button type="submit" loading={create.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
