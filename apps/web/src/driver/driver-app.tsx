import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { onRefusal } from './queue.ts';
import { isSignedIn, onSessionChange } from './session.ts';
import { LoginScreen } from './screens/login-screen.tsx';
import { MissionsScreen } from './screens/missions-screen.tsx';
import { MissionScreen } from './screens/mission-screen.tsx';

const useHash = () =>
  useSyncExternalStore(
    (listener) => {
      window.addEventListener('hashchange', listener);
      return () => window.removeEventListener('hashchange', listener);
    },
    () => window.location.hash,
  );

/** The driver app: sign-in, « Mes missions », and one mission (#/mission/{id}). */
export function DriverApp() {
  const signedIn = useSyncExternalStore(onSessionChange, isSignedIn);
  const hash = useHash();
  const client = useQueryClient();
  const [, setTick] = useState(0);
  useEffect(
    () =>
      onRefusal(({ label, reason }) => {
        notifications.show({ color: 'red', title: `${label} : refusé`, message: reason, autoClose: false });
        void client.invalidateQueries({ queryKey: ['driver'] });
        setTick((n) => n + 1);
      }),
    [client],
  );
  useEffect(() => {
    if (!signedIn) client.clear();
  }, [signedIn, client]);
  if (!signedIn) return <LoginScreen />;
  const missionId = /^#\/mission\/(\d+)$/.exec(hash)?.[1];
  return missionId ? <MissionScreen missionId={Number(missionId)} /> : <MissionsScreen />;
}
