import type { Place } from '@plateau/contracts';
import type { MissionPosition } from '../../db/schema/index.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

interface Point {
  latitude: number;
  longitude: number;
}
const located = (place: Place | null): (Place & Point) | null =>
  place && place.latitude != null && place.longitude != null ? (place as Place & Point) : null;

const coordinates = (p: Point) => `${p.longitude},${p.latitude},0`;

const addressOf = (place: Place) =>
  [place.line1, [place.zipCode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  place.descriptionLieu ||
  '';

function placemark(name: string, place: Place & Point): string {
  return `<Placemark><name>${escapeXml(name)}</name><description>${escapeXml(addressOf(place))}</description><Point><coordinates>${coordinates(place)}</coordinates></Point></Placemark>`;
}

/**
 * The mission's route as KML: its start and destination as points, and a line through
 * them and every position the truck reported on the way.
 */
export function missionKml(mission: {
  orderNo: string;
  startPlace: Place | null;
  destinationPlace: Place | null;
  positions: MissionPosition[];
}): string {
  const start = located(mission.startPlace);
  const destination = located(mission.destinationPlace);
  const route: Point[] = [start, ...mission.positions, destination].filter((p) => p !== null);
  const parts = [
    start && placemark('Départ', start),
    destination && placemark('Destination', destination),
    route.length >= 2 &&
      `<Placemark><name>Trajet</name><LineString><tessellate>1</tessellate><coordinates>${route.map(coordinates).join(' ')}</coordinates></LineString></Placemark>`,
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    `<Document><name>${escapeXml(`Mission ${mission.orderNo}`)}</name>`,
    ...parts,
    '</Document>',
    '</kml>',
  ].join('\n');
}
