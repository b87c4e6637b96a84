import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { MissionPosition } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { decodeUtf8 } from './csv-file.ts';

type Position = [number, number, ...number[]];
interface LineFeature {
  geometry: { type: string; coordinates: unknown } | null;
  properties: { coordinateProperties?: { times?: unknown } } | null;
}

const isOnEarth = (p: MissionPosition) =>
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/** GPX times as the positions the terminals report are written (toISOString), else the fallback. */
const isoOr = (time: unknown, fallback: string) => {
  const date = typeof time === 'string' ? new Date(time) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : fallback;
};

const notGpx = (filename: string, why: string) => new Invalid(`Le fichier « ${filename} » ${why}.`);

/** The lines of a track or a route, each with the times of its points when the file gives them. */
function linesOf(feature: LineFeature): Array<{ points: Position[]; times: unknown[] }> {
  const geometry = feature.geometry;
  const times = feature.properties?.coordinateProperties?.times;
  if (geometry?.type === 'LineString') {
    return [{ points: geometry.coordinates as Position[], times: Array.isArray(times) ? times : [] }];
  }
  if (geometry?.type === 'MultiLineString') {
    return (geometry.coordinates as Position[][]).map((points, i) => ({
      points,
      times: Array.isArray(times) && Array.isArray(times[i]) ? (times[i] as unknown[]) : [],
    }));
  }
  return [];
}

/**
 * The positions of a GPX file's tracks and routes, in order. A point without a time is dated
 * `missionDate` (MissionPosition needs one). Not XML, not GPX, or no track nor route: a 400
 * naming the file.
 */
export function gpxPositionsOf(filename: string, bytes: Uint8Array, missionDate: Date): MissionPosition[] {
  const text = decodeUtf8(bytes);
  if (text === undefined) throw notGpx(filename, "n'est pas un fichier GPX (encodage illisible)");
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw notGpx(filename, "n'est pas un fichier GPX (XML mal formé)");
  }
  if (document.documentElement?.localName !== 'gpx') throw notGpx(filename, "n'est pas un fichier GPX");
  const collection = gpx(document as unknown as Parameters<typeof gpx>[0]) as { features: LineFeature[] };
  const fallback = missionDate.toISOString();
  const positions = collection.features
    .flatMap(linesOf)
    .flatMap(({ points, times }) =>
      points.map(([longitude, latitude], i) => ({
        latitude,
        longitude,
        dateTime: isoOr(times[i], fallback),
      })),
    )
    .filter(isOnEarth);
  if (positions.length < 2) throw notGpx(filename, 'ne contient ni trace ni itinéraire');
  return positions;
}
