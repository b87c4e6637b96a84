import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconDownload } from '@tabler/icons-react';
import { formatCents, type PublicPaymentLink } from '@plateau/contracts';
import { useParams } from 'react-router';
import {
  InvalidPaymentLink,
  invoicePdfUrl,
  usePublicPaymentLink,
  useStartCheckout,
} from '../api/public-payment-link.ts';

const OUTCOME_ALERTS = {
  FAILED: 'Le paiement n’a pas abouti : aucune somme n’a été prélevée. Vous pouvez réessayer.',
  ABANDONED: 'Le paiement a été abandonné. Vous pouvez réessayer.',
} as const;

function PayBlock({ token, link }: { token: string; link: PublicPaymentLink }) {
  const checkout = useStartCheckout(token);
  const outcome = link.lastOutcome === 'FAILED' || link.lastOutcome === 'ABANDONED' ? link.lastOutcome : null;
  return (
    <Stack gap="sm">
      {outcome && (
        <Alert color="orange" data-testid="payment-outcome">
          {OUTCOME_ALERTS[outcome]}
        </Alert>
      )}
      {checkout.error && <Alert color="red">{checkout.error.message}</Alert>}
      <Button
        size="md"
        fullWidth
        leftSection={<IconCreditCard size={20} />}
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
      >
        Payer {formatCents(BigInt(link.remainingCents))}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Vous serez dirigé vers la page sécurisée de notre prestataire de paiement.
      </Text>
    </Stack>
  );
}

/** /paiement/{token}: the customer reads what remains of the invoice, downloads it, and pays it by card. */
export function Component() {
  const token = useParams().token ?? '';
  const { data: link, error, isPending } = usePublicPaymentLink(token);
  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Chargement de la facture" />
      </Center>
    );
  }
  if (!link) {
    return (
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" maw={440} ta="center">
          <Title order={1} size="h2">
            {error instanceof InvalidPaymentLink
              ? 'Ce lien de paiement n’est pas valable ou a expiré'
              : 'Paiement momentanément indisponible'}
          </Title>
          <Text c="dimmed">Pour toute question, contactez votre dépanneur.</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Container component="main" size="xs" px="sm" py="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Stack gap={4}>
            <Text c="dimmed">{link.sellerName}</Text>
            <Title order={1} size="h3">
              Facture {link.invoiceNumber}
            </Title>
          </Stack>
          {link.paid ? (
            <Alert color="teal" title="Paiement reçu, merci" data-testid="payment-received">
              Cette facture est réglée.
            </Alert>
          ) : (
            <>
              <Text size="lg">
                Reste à payer : <strong>{formatCents(BigInt(link.remainingCents))}</strong>
              </Text>
              <PayBlock token={token} link={link} />
            </>
          )}
          <Anchor href={invoicePdfUrl(token)} download>
            <IconDownload size={16} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
            Télécharger la facture (PDF)
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
