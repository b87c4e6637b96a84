import type { TruckList, TruckPositionUpdate } from '@plateau/contracts';

/**
 * The map's trucks after a live position: only the moved truck is a new object, so only its
 * marker renders again. A position older than the one shown, or of a truck the map does not
 * show, changes nothing (the next refresh brings any new truck).
 */
export function withTruckPosition(
  list: TruckList | undefined,
  update: TruckPositionUpdate,
): TruckList | undefined {
  if (!list) return list;
  const index = list.rows.findIndex((truck) => truck.id === update.id);
  if (index < 0) return list;
  const truck = list.rows[index]!;
  const shown = truck.position?.dateTime;
  if (shown && update.dateTime && Date.parse(update.dateTime) < Date.parse(shown)) return list;
  const rows = [...list.rows];
  rows[index] = {
    ...truck,
    position: {
      latitude: update.latitude,
      longitude: update.longitude,
      text: update.text,
      dateTime: update.dateTime,
    },
    positionText: update.text,
    positionLatitude: update.latitude,
    positionLongitude: update.longitude,
  };
  return { ...list, rows };
}
