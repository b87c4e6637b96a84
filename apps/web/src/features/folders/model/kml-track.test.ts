import { describe, expect, it } from 'vitest';
import { trackCenter, trackOfKml } from './kml-track.ts';

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
