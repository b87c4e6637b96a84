import { Alert, Button, Center, Image, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { signIn, NoNetwork } from '../session.ts';

/** « Connexion chauffeur »: the same OAuth sign-in and throttling as the back-office. */
export function LoginScreen() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      // A back-office user is refused here, as a driver is refused in the back-office.
      await signIn(login.trim(), password);
    } catch (failure) {
      setError(
        failure instanceof NoNetwork
          ? 'Pas de réseau : la connexion demande le réseau.'
          : failure instanceof Error
            ? failure.message
            : 'Connexion impossible',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Center mih="100dvh" p="md">
      <form onSubmit={(e) => void submit(e)} style={{ width: '100%', maxWidth: 420 }}>
        <Stack gap="lg">
          <Center>
            <Image src="/favicon.svg" alt="" w={72} h={72} />
          </Center>
          <Title order={1} ta="center" size="h2">
            Plateau Chauffeur
          </Title>
          {error && (
            <Alert color="red" title="Connexion refusée">
              {error}
            </Alert>
          )}
          <TextInput
            label="Identifiant"
            size="xl"
            autoComplete="username"
            autoCapitalize="none"
            value={login}
            onChange={(e) => setLogin(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Mot de passe"
            size="xl"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Button type="submit" size="xl" h={72} loading={pending}>
            Se connecter
          </Button>
        </Stack>
      </form>
    </Center>
  );
}
