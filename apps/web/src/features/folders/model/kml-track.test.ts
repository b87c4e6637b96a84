import { describe, expect, it } from 'vitest';
import { trackBounds, trackCenter, trackOfKml } from './kml-track.ts';

const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Départ</name><Point><coordinates>2.3068,48.8497,0</coordinates></Point></Placemark>
  <Placemark><name>Destination</name><Point>
    <coordinates> 4.8566,45.7597 </coordinates></Point></Placemark>
  <Placemark><name>Trajet</name><LineString><tessellate>1</tessellate><coordinates>
    2.3068,48.8497,0 3.05,47.2,0
    4.8566,45.7597,0
  </coordinates></LineString></Placemark>
</Document></kml>`;

describe('the mission track of a KML answer', () => {
  it('reads places and route as latitude, longitude pairs', () => {
    const track = trackOfKml(kml);
    expect(track.places).toEqual([
      [48.8497, 2.3068],
      [45.7597, 4.8566],
    ]);
    expect(track.route).toEqual([
      [48.8497, 2.3068],
      [47.2, 3.05],
      [45.7597, 4.8566],
    ]);
    expect(trackCenter(track)).toEqual([48.8497, 2.3068]);
  });

  it('gives an empty track for a mission without places, and skips broken tuples', () => {
    expect(trackOfKml('<kml><Document/></kml>')).toEqual({ places: [], route: [] });
    expect(trackOfKml('<Point><coordinates>abc,def 1,2</coordinates></Point>').places).toEqual([[2, 1]]);
    expect(trackCenter(trackOfKml(''))).toBeNull();
  });
});

describe('trackBounds (issue 28 §5: the map frames the track)', () => {
  it('holds every place and route point', () => {
    expect(
      trackBounds({
        places: [
          [45.75, 4.85],
          [45.7, 4.9],
        ],
        route: [
          [45.8, 4.8],
          [45.72, 4.95],
        ],
      }),
    ).toEqual([
      [45.7, 4.8],
      [45.8, 4.95],
    ]);
  });

  it('is null without two distinct points', () => {
    expect(trackBounds(undefined)).toBeNull();
    expect(trackBounds({ places: [[45.75, 4.85]], route: [[45.75, 4.85]] })).toBeNull();
  });
});
