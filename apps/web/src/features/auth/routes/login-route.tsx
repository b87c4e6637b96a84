import { Center, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { landingAfterSignIn } from '../../../lib/landing.ts';
import { useSignIn } from '../api/sign-in.ts';
import { BuildVersions } from '../components/build-versions.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function Component() {
  const navigate = useNavigate();
  const signIn = useSignIn();

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
