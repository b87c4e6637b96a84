import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { drivingMission, pendingActionsText, type DriverMission } from '@plateau/contracts';
import { useMe, useMissions, usePending, withPending } from '../api.ts';
import { usePositionTracking } from '../positions.ts';
import { signOutDriver } from '../driver-cache.ts';
import { flush, forgetSent, recentlySent, type QueuedAction } from '../queue.ts';
import { currentOwner, endSession } from '../session.ts';
import { ring } from '../ring.ts';

interface ShellValue {
  missions: DriverMission[];
  loading: boolean;
  pending: QueuedAction[];
}
const ShellContext = createContext<ShellValue>({ missions: [], loading: true, pending: [] });
export const useShell = () => useContext(ShellContext);

const useOnline = () => {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
};

/** What every screen shares: the missions, what waits to be sent, the position while a mission runs. */
export function Shell({ title, back, children }: { title: string; back?: boolean; children: ReactNode }) {
  const me = useMe();
  const query = useMissions();
  const pending = usePending();
  const online = useOnline();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    void signOutDriver({
      owner: currentOwner(),
      online: navigator.onLine,
      flush,
      storage: localStorage,
      clearMemory: () => {
        forgetSent();
        client.clear();
      },
      endSession,
    });
  };
  const missions = (query.data ?? []).map((m) => withPending(m, [...recentlySent, ...pending]));
  const running = drivingMission(missions);
  usePositionTracking(running?.id ?? null);

  // A new mission rings and vibrates, once.
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const fresh = query.data.filter((m) => m.onTheRoad && !m.steps.received);
    if (seen.current && fresh.some((m) => !seen.current!.has(m.id))) ring();
    seen.current = new Set(query.data.map((m) => m.id));
  }, [query.data]);

  const waiting = pendingActionsText(pending.length);
  return (
    <ShellContext.Provider value={{ missions, loading: query.isLoading, pending }}>
      <Stack gap="sm" p="sm" maw={640} mx="auto" pb={96}>
        <Group justify="space-between" wrap="nowrap">
          {back ? (
            <Button variant="default" size="lg" onClick={() => (window.location.hash = '')}>
              ‹ Mes missions
            </Button>
          ) : (
            <Stack gap={0}>
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {[me.data?.agent?.name, me.data?.truck?.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          )}
          {!back && (
            <Button
              variant="subtle"
              size="compact-md"
              onClick={signOut}
              loading={leaving}
              style={{ flexShrink: 0 }}
            >
              Déconnexion
            </Button>
          )}
        </Group>
        {!online && (
          <Badge color="gray" size="xl" radius="sm" fullWidth>
            Hors ligne
          </Badge>
        )}
        {waiting && (
          <Alert color="orange" variant="light" title={waiting} data-testid="pending-actions">
            {online ? 'Envoi en cours…' : 'Elles partiront dès le retour du réseau.'}
          </Alert>
        )}
        {query.error && !query.data && (
          <Alert color="red" title="Missions indisponibles">
            {query.error.message}
          </Alert>
        )}
        {children}
      </Stack>
    </ShellContext.Provider>
  );
}
