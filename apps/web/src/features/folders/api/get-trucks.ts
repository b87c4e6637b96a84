import { queryOptions, useQuery } from '@tanstack/react-query';
import { TruckList, type Truck } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/trucks: the whole fleet, for the truck pickers and filters. */
export const trucksQuery = queryOptions({
  queryKey: ['trucks'],
  queryFn: ({ signal }) => api.get('/api/trucks', { schema: TruckList, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

const NONE: Truck[] = [];

export function useTrucks(enabled = true): Truck[] {
  return useQuery({ ...trucksQuery, enabled }).data?.rows ?? NONE;
}

export const truckOptions = (trucks: readonly Truck[]) =>
  trucks.map((truck) => ({
    value: String(truck.id),
    label: truck.licensePlate ? `${truck.name} (${truck.licensePlate})` : truck.name,
  }));
