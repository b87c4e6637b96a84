import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DriverMe,
  DriverMessageList,
  DriverMissionList,
  missionDisplayLabel,
  type DriverMission,
  type FolderMessage,
  type MissionStepCode,
} from '@plateau/contracts';
import { flush, forgetSentBefore, onQueueChange, pendingActions, type QueuedAction } from './queue.ts';
import { missionsKey } from './driver-cache.ts';
import { currentOwner, driverGet, NoNetwork } from './session.ts';

export const useMe = () =>
  useQuery({
    queryKey: ['driver', 'me'],
    queryFn: () => driverGet('/api/driver/me', DriverMe),
    retry: false,
  });

/** The missions, kept on the phone under the driver's login so that the app opens with them without network. */
async function fetchMissions(): Promise<DriverMission[]> {
  const started = Date.now();
  const key = missionsKey(currentOwner());
  try {
    const missions = await driverGet('/api/driver/missions', DriverMissionList);
    forgetSentBefore(started);
    localStorage.setItem(key, JSON.stringify(missions));
    return missions;
  } catch (error) {
    const kept = localStorage.getItem(key);
    if (error instanceof NoNetwork && kept) return DriverMissionList.parse(JSON.parse(kept));
    throw error;
  }
}

export const useMissions = () =>
  useQuery({
    queryKey: ['driver', 'missions'],
    queryFn: fetchMissions,
    refetchInterval: 15_000,
    retry: false,
    networkMode: 'always',
  });

export const useMessages = (missionId: number) =>
  useQuery<FolderMessage[]>({
    queryKey: ['driver', 'messages', missionId],
    queryFn: () => driverGet(`/api/driver/missions/${missionId}/messages`, DriverMessageList),
    refetchInterval: 5_000,
    networkMode: 'always',
    retry: false,
  });

/** What waits to be sent; the missions are read again once the queue empties. */
export function usePending(): QueuedAction[] {
  const client = useQueryClient();
  const [pending, setPending] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let last = -1;
    let reads = 0;
    // Only the latest reading of the queue is shown: an older one answering late would hide an
    // action just added. What left the queue stays shown as done through recentlySent until the
    // missions, read again here, include it (no flicker back).
    const read = () => {
      const reading = ++reads;
      void pendingActions().then((actions) => {
        if (reading !== reads) return;
        const shrank = actions.length < last;
        last = actions.length;
        setPending(actions);
        if (shrank) void client.invalidateQueries({ queryKey: ['driver'] }).catch(() => undefined);
      });
    };
    read();
    void flush();
    return onQueueChange(read);
  }, [client]);
  return pending;
}

/** The mission as the driver sees it: with the steps still waiting in the queue. */
export function withPending(mission: DriverMission, pending: QueuedAction[]): DriverMission {
  let steps = { ...mission.steps };
  for (const action of pending) {
    if (action.missionId !== mission.id) continue;
    const body = action.json as {
      step?: MissionStepCode;
      at?: string;
      latitude?: number | null;
      longitude?: number | null;
    };
    if (action.kind === 'step' && body.step && body.at)
      steps = {
        ...steps,
        [body.step]: {
          dateTime: body.at,
          latitude: body.latitude ?? null,
          longitude: body.longitude ?? null,
        },
      };
    if (action.kind === 'undo' && body.step) {
      const { [body.step]: _removed, ...rest } = steps;
      steps = rest;
    }
  }
  return {
    ...mission,
    steps,
    missionStateLabel: missionDisplayLabel(mission.missionState, steps),
  };
}
