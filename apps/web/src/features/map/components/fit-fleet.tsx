import type { Truck } from '@plateau/contracts';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { FLEET_MAX_ZOOM, FLEET_PADDING_PX, fleetBounds } from '../model/fleet-bounds.ts';

/**
 * Once the trucks are loaded, the map frames those with a position (France's view stays when none
 * has one). Only once: a refresh or a truck moving never takes the view from the user.
 */
export function FitFleet({ trucks, loaded }: { trucks: readonly Truck[]; loaded: boolean }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (!loaded || fitted.current) return;
    fitted.current = true;
    const bounds = fleetBounds(trucks);
    if (bounds)
      map.fitBounds(bounds, {
        padding: [FLEET_PADDING_PX, FLEET_PADDING_PX],
        maxZoom: FLEET_MAX_ZOOM,
        animate: false,
      });
  }, [map, trucks, loaded]);
  return null;
}
