import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { signInErrorMessage, type Credentials } from '../api/sign-in.ts';

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  pending: boolean;
  error: unknown;
}

export function LoginForm({ onSubmit, pending, error }: LoginFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput name="username" label="Identifiant" autoComplete="username" autoFocus size="md" />
        <PasswordInput name="password" label="Mot de passe" autoComplete="current-password" size="md" />
        {error !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {signInErrorMessage(error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={pending} fullWidth>
          Valider
        </Button>
      </Stack>
    </form>
  );
}
