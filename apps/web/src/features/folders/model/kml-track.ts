export type TrackPoint = [latitude: number, longitude: number];

export interface MissionTrack {
  /** The mission's places (KML Points), in document order. */
  places: TrackPoint[];
  /** The route (KML LineStrings), joined. */
  route: TrackPoint[];
}

/** KML writes "longitude,latitude[,altitude]" tuples separated by blanks. */
function tuples(text: string): TrackPoint[] {
  return text
    .trim()
    .split(/\s+/)
    .map((tuple) => tuple.split(',').map(Number))
    .filter(
      (parts): parts is [number, number, ...number[]] => parts.length >= 2 && parts.every(Number.isFinite),
    )
    .map(([longitude, latitude]) => [latitude, longitude]);
}

function coordinatesIn(kml: string, element: 'Point' | 'LineString'): TrackPoint[] {
  const pattern = new RegExp(`<${element}\\b[^>]*>[\\s\\S]*?<coordinates>([\\s\\S]*?)</coordinates>`, 'g');
  return [...kml.matchAll(pattern)].flatMap((match) => tuples(match[1] ?? ''));
}

/** The points of a mission's KML route; anything unreadable is left out. */
export function trackOfKml(kml: string): MissionTrack {
  return { places: coordinatesIn(kml, 'Point'), route: coordinatesIn(kml, 'LineString') };
}

/**
 * The box holding every place and point of the route (issue 28 §5: the map frames the track);
 * null when there are fewer than two distinct points, a single point being centred instead.
 */
export function trackBounds(track: MissionTrack | undefined): [TrackPoint, TrackPoint] | null {
  const points = [...(track?.places ?? []), ...(track?.route ?? [])];
  if (points.length === 0) return null;
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  if (south === north && west === east) return null;
  return [
    [south, west],
    [north, east],
  ];
}

/** Where to centre the track's map: its first place, else the start of its route. */
export const trackCenter = (track: MissionTrack | undefined): TrackPoint | null =>
  track?.places[0] ?? track?.route[0] ?? null;
