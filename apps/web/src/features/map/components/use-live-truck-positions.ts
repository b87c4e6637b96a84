import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TRUCKS_TOPIC, type TruckList } from '@plateau/contracts';
import { subscribeTopic } from '../../../lib/websocket.ts';
import { mapTrucksKey } from '../api/get-map-trucks.ts';
import { withTruckPosition } from '../model/live-positions.ts';

/** While the map is open, each reported position moves its truck's marker, without a reload. */
export function useLiveTruckPositions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeTopic(TRUCKS_TOPIC, (event) => {
        const update = event.truck;
        if (event.eventType !== 'TRUCK_POSITION' || !update) return;
        queryClient.setQueryData<TruckList>(mapTrucksKey, (list) => withTruckPosition(list, update));
      }),
    [queryClient],
  );
}
