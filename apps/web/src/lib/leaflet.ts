import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its marker images by a path the bundler rewrites: give it the bundled ones.
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

/** OpenStreetMap's tiles by default (guide §1: the tile URL is configurable). */
export const TILE_URL: string =
  (import.meta.env.TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; les contributeurs d’<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type LatLng = [latitude: number, longitude: number];

/** Maps about a folder are centred on France (spec 2 §9), the message and report maps on Paris. */
export const FRANCE_CENTER: LatLng = [46.6, 2.4];
export const FRANCE_ZOOM = 6;
export const PARIS_CENTER: LatLng = [48.8566, 2.3522];
export const PARIS_ZOOM = 10;
/** Spec 1 §9: zoom 18 once a place is picked. */
export const PLACE_ZOOM = 18;
