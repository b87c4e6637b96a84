import { Button, Group, Loader, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DRIVER_NEEDS_AGENT_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  isValidLogin,
  LOGIN_INVALID_MESSAGE,
  roleLabels,
  RoleCode,
  type AccountUser,
  type Role,
} from '@plateau/contracts';
import { useLoginCheck } from './use-login-check.ts';
import { useGuardedClose } from '../../../components/form-modal.tsx';
import { useDriverLinks } from '../api/drivers.ts';

const ROLES = RoleCode.map((code) => ({ value: code, label: roleLabels[code] }));

export interface UserDraft {
  name: string;
  email: string;
  role: Role;
  password: string;
  /** A CHAUFFEUR's agent and default truck (ids as the selects hold them). */
  agentId: string | null;
  truckId: string | null;
}

interface UserEditorProps {
  /** null: a new user. */
  user: AccountUser | null;
  /** A new user's role: the first user of an account is its administrator (it must keep one). */
  defaultRole: Role;
  saving: boolean;
  /** The account whose users these are (its agents and trucks are offered): the own one or a managed one. */
  accountId: number;
  onSave: (draft: UserDraft) => void;
  onClose: () => void;
}

/** The user editor (spec 3 §2): login with its availability check, e-mail, role, password. */
export function UserEditorModal({ user, defaultRole, saving, accountId, onSave, onClose }: UserEditorProps) {
  const form = useForm<UserDraft>({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? defaultRole,
      password: '',
      agentId: user?.agentId != null ? String(user.agentId) : null,
      truckId: user?.truckId != null ? String(user.truckId) : null,
    },
    validate: {
      name: (value) => (isValidLogin(value.trim()) ? null : LOGIN_INVALID_MESSAGE),
      email: (value) => (value.trim() === '' || isValidEmail(value.trim()) ? null : EMAIL_INVALID_MESSAGE),
      password: (value) => (user === null && value === '' ? 'Le mot de passe est obligatoire' : null),
      agentId: (value, values) => (values.role === 'CHAUFFEUR' && !value ? DRIVER_NEEDS_AGENT_MESSAGE : null),
    },
    validateInputOnBlur: ['email'],
  });
  const isDriver = form.values.role === 'CHAUFFEUR';
  const links = useDriverLinks(accountId, isDriver);
  const check = useLoginCheck(form.values.name, user?.id ?? null, user?.name ?? null);
  const blocked = check.state === 'unavailable' || check.state === 'checking';
  const requestClose = useGuardedClose(form.isDirty(), onClose);
  // A user left as it was: no call (issue 20 §2).
  const unchanged = user !== null && !form.isDirty();

  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title={user ? "Modifier l'utilisateur" : 'Nouvel utilisateur'}
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => {
          if (!blocked && !unchanged) onSave(values);
        })}
        noValidate
      >
        <Stack>
          <TextInput
            label="Login"
            withAsterisk
            autoComplete="off"
            maxLength={100}
            rightSection={check.state === 'checking' ? <Loader size="xs" /> : null}
            {...form.getInputProps('name')}
            error={form.errors.name ?? check.message}
          />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          <Select label="Rôle" data={ROLES} allowDeselect={false} {...form.getInputProps('role')} />
          {isDriver && (
            <>
              <Select
                label="Intervenant"
                withAsterisk
                data={links.agents}
                searchable
                {...form.getInputProps('agentId')}
              />
              <Select
                label="Camion par défaut"
                data={links.trucks}
                clearable
                searchable
                {...form.getInputProps('truckId')}
              />
            </>
          )}
          <PasswordInput
            label="Mot de passe"
            withAsterisk={user === null}
            description={user ? 'Laissez vide pour garder le mot de passe actuel' : undefined}
            autoComplete="new-password"
            maxLength={200}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void requestClose()}>
              Annuler
            </Button>
            <Button type="submit" loading={saving} disabled={blocked || unchanged}>
              OK
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
