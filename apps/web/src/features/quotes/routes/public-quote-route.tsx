import { Alert, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { QUOTE_STATE_LABELS } from '@plateau/contracts';
import { useParams } from 'react-router';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import { InvalidQuoteLink, usePublicQuote } from '../api/public-quote.ts';
import { QuoteAnswerForm } from '../components/quote-answer-form.tsx';
import { QuoteLines } from '../components/quote-lines.tsx';

/** /devis/{token}: the customer reads the quote and accepts it (« Bon pour accord ») or refuses it. */
export function Component() {
  const token = useParams().token ?? '';
  const { data: quote, error, isPending } = usePublicQuote(token);
  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Chargement du devis" />
      </Center>
    );
  }
  if (!quote) {
    return (
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" maw={440} ta="center">
          <Title order={1} size="h2">
            {error instanceof InvalidQuoteLink
              ? 'Ce lien de devis n’est pas valable ou a expiré'
              : 'Devis momentanément indisponible'}
          </Title>
          <Text c="dimmed">Pour toute question, contactez votre dépanneur.</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Container component="main" size="sm" px="sm" py="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={1} size="h3">
            Devis {quote.number}
          </Title>
          <Text>
            {quote.sellerName} pour {quote.customerName} — valable jusqu’au {formatDay(quote.validUntil)}
          </Text>
          {quote.description && <Text c="dimmed">{quote.description}</Text>}
          <QuoteLines
            lines={quote.lines}
            totalHtCents={quote.totalHtCents}
            totalTtcCents={quote.totalTtcCents}
          />
          {quote.state === 'ENVOYE' && <QuoteAnswerForm token={token} />}
          {quote.state === 'ACCEPTE' && (
            <Alert color="teal" title="Devis accepté" data-testid="quote-decision">
              Accepté par {quote.acceptedName} le {formatListDate(quote.decidedAt)}. Merci, votre dépanneur
              est prévenu.
            </Alert>
          )}
          {(quote.state === 'REFUSE' || quote.state === 'EXPIRE') && (
            <Alert
              color="gray"
              title={`Devis ${QUOTE_STATE_LABELS[quote.state].toLowerCase()}`}
              data-testid="quote-decision"
            >
              {quote.state === 'REFUSE'
                ? 'Vous avez refusé ce devis.'
                : 'Ce devis n’est plus valable : demandez-en un nouveau.'}
            </Alert>
          )}
          <Stack gap={2}>
            {quote.mentions.map((mention) => (
              <Text key={mention} size="xs" c="dimmed">
                {mention}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
