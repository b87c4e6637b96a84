import { useEffect, useRef } from 'react';
import { POSITION_EVERY_MS, shouldSendPosition, type TimedPoint } from '@plateau/contracts';
import { enqueue } from './queue.ts';

/** The phone's latest position, for the steps (placed where the driver pressed). */
export const lastFix: { current: TimedPoint | null } = { current: null };
/** Sends the positions gathered so far (before a step, so that the queue keeps their order). */
export const sendPositionsNow: { current: () => void } = { current: () => undefined };

/**
 * While a mission runs, the phone's position is kept every 30 s or 200 m and sent in batches
 * (through the queue: offline, the batch waits), as a terminal would.
 */
export function usePositionTracking(missionId: number | null) {
  const buffer = useRef<TimedPoint[]>([]);
  const kept = useRef<TimedPoint | null>(null);
  useEffect(() => {
    if (missionId === null || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const point = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          at: position.timestamp || Date.now(),
        };
        lastFix.current = point;
        if (shouldSendPosition(kept.current, point)) {
          kept.current = point;
          buffer.current.push(point);
        }
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    const send = () => {
      const batch = buffer.current.splice(0);
      if (batch.length === 0) return;
      void enqueue({
        missionId,
        kind: 'positions',
        label: batch.length > 1 ? `${batch.length} positions` : '1 position',
        method: 'POST',
        path: `/api/driver/missions/${missionId}/positions`,
        json: {
          positions: batch.map((p) => ({
            at: new Date(p.at).toISOString(),
            latitude: p.latitude,
            longitude: p.longitude,
          })),
        },
      });
    };
    const timer = setInterval(send, POSITION_EVERY_MS);
    sendPositionsNow.current = send;
    return () => {
      sendPositionsNow.current = () => undefined;
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      send();
    };
  }, [missionId]);
}
