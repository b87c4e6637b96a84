import { Alert, Box, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconTruck, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { PublicTracking } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { InvalidTrackingLink, usePublicTracking } from '../api/get-public-tracking.ts';
import { InvalidLinkPage } from '../components/invalid-link-page.tsx';
import { TrackingMap } from '../components/tracking-map.tsx';
import { TrackingSteps } from '../components/tracking-steps.tsx';
import { etaText } from '../model/eta-text.ts';
import classes from './tracking-route.module.css';

function ArrivalCard({ tracking }: { tracking: PublicTracking }) {
  const { eta, truck, stage } = tracking;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="tracking-arrival"
      className={classes.eta}
    >
      <Stack gap={6}>
        <Title order={2} size="h4" id="tracking-arrival">
          Arrivée du dépanneur
        </Title>
        {eta ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fw={700} size="lg" data-testid="tracking-eta">
              {etaText(eta)}
            </Text>
          </Group>
        ) : (
          <Text>
            {stage === 'ON_SITE'
              ? 'Votre dépanneur est arrivé.'
              : stage === 'REQUESTED'
                ? 'Un dépanneur va être missionné ; l’heure d’arrivée s’affichera ici.'
                : 'Aucune estimation d’arrivée pour le moment.'}
          </Text>
        )}
        {eta?.method === 'STRAIGHT_LINE' && (
          <Text size="sm" c="dimmed">
            Estimation approximative, d’après la distance à vol d’oiseau.
          </Text>
        )}
        {truck && (
          <Text size="sm" c="dimmed" data-testid="tracking-position-time">
            Dernière position du dépanneur : {formatListDate(truck.positionDateTime) || 'inconnue'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function TrackingPage({ tracking, offline }: { tracking: PublicTracking; offline: boolean }) {
  const cancelled = tracking.stage === 'CANCELLED';
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color="orange" aria-hidden>
            <IconTruck size={24} />
          </ThemeIcon>
          <div>
            <Text size="xs" c="plateau.1" tt="uppercase" fw={600}>
              Votre dépanneur
            </Text>
            <Text fw={800} fz="lg" lh={1.2} data-testid="tracking-operator">
              {tracking.operatorName}
            </Text>
          </div>
        </Group>
      </Box>
      <Box component="main" className={classes.main}>
        <div className={classes.status}>
          <Text size="sm" c="dimmed">
            Suivi de votre intervention
          </Text>
          <Title order={1} size="h2" data-testid="tracking-stage">
            {tracking.stageLabel}
          </Title>
          {offline && (
            <Alert color="yellow" icon={<IconWifiOff size={18} />} role="status" mt="sm">
              Connexion perdue : nouvel essai dans quelques secondes.
            </Alert>
          )}
        </div>
        {cancelled ? (
          <Alert color="gray" title="Intervention annulée" className={classes.eta}>
            Cette intervention a été annulée. Pour toute question, contactez {tracking.operatorName} ou votre
            assistance.
          </Alert>
        ) : (
          <ArrivalCard tracking={tracking} />
        )}
        {!cancelled && (
          <Paper
            component="section"
            withBorder
            radius="md"
            p="md"
            aria-labelledby="tracking-steps"
            className={classes.steps}
          >
            <Title order={2} size="h4" id="tracking-steps" mb="sm">
              Étapes
            </Title>
            <TrackingSteps stage={tracking.stage} />
          </Paper>
        )}
        <Text size="xs" c="dimmed" className={classes.note}>
          Cette page se met à jour toute seule toutes les 15 secondes.
        </Text>
        {(tracking.truck || tracking.meetingPoint) && (
          <Box component="section" aria-labelledby="tracking-map" className={classes.map}>
            <Title order={2} id="tracking-map" className={classes.mapTitle}>
              <IconMapPin size={16} aria-hidden /> Carte
            </Title>
            <TrackingMap tracking={tracking} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** /suivi/:token — the customer's page, outside the signed-in layout: no session, no menu. */
export function Component() {
  const { token = '' } = useParams();
  const query = usePublicTracking(token);
  useEffect(() => {
    const name = query.data?.operatorName;
    document.title = name ? `Suivi de votre intervention · ${name}` : 'Suivi de votre intervention';
  }, [query.data?.operatorName]);

  if (query.error instanceof InvalidTrackingLink) return <InvalidLinkPage />;
  if (query.data) return <TrackingPage tracking={query.data} offline={query.isError} />;
  if (query.isError) return <InvalidLinkPage unreachable onRetry={() => void query.refetch()} />;
  return (
    <Center mih="100vh" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>Chargement du suivi…</Text>
      </Group>
    </Center>
  );
}
