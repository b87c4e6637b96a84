import { Alert, Center, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import type { Account } from '@plateau/contracts';
import type { SignInState } from '../../../lib/session.ts';
import { Brand } from '../../../components/brand.tsx';
import { landingAfterSignIn } from '../../../lib/landing.ts';
import { useSignIn } from '../api/sign-in.ts';
import { BuildVersions } from '../components/build-versions.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** `alongsideAccount`: what the app starts for the landing screen while sign-in reads the account. */
export function LoginScreen({
  alongsideAccount,
}: {
  alongsideAccount?: (account: Promise<Account | undefined>) => void;
}) {
  const navigate = useNavigate();
  const signIn = useSignIn(alongsideAccount);
  // Why the last session ended, when the server ended it (app/session-watch.ts); gone once the user signs in again.
  const notice = (useLocation().state as SignInState | null)?.notice;

  return (
    <Center
      mih="100vh"
      p="md"
      bg="linear-gradient(160deg, var(--mantine-color-plateau-0) 0%, var(--mantine-color-gray-1) 60%)"
    >
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Brand size="lg" />
        </Center>
        <Paper withBorder shadow="md" radius="lg" p="xl">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h3">
                Connexion
              </Title>
              <Text size="sm" c="dimmed">
                Back-office des dépanneurs et des assisteurs
              </Text>
            </div>
            {notice && signIn.isIdle && (
              <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="status">
                {notice}
              </Alert>
            )}
            <LoginForm
              pending={signIn.isPending}
              error={signIn.error}
              onSubmit={(credentials) =>
                signIn.mutate(credentials, {
                  onSuccess: (account) =>
                    void navigate(landingAfterSignIn(account?.businessNature), { replace: true }),
                })
              }
            />
            <Divider />
            <BuildVersions />
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
