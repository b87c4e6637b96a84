/**
 * A minimal ICC v2.1 display RGB profile approximating sRGB (primaries adapted to D50, gamma 2.2),
 * the DestOutputProfile of the PDF/A OutputIntent. No package ships one here, so it is built once.
 */

const D50 = [0.9642, 1, 0.8249] as const;
/** sRGB primaries adapted to D50 (Bradford), as ICC sRGB profiles give them. */
export const SRGB_PRIMARIES = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
} as const;
export const SRGB_DESCRIPTION = 'sRGB IEC61966-2.1';

const s15Fixed16 = (value: number) => Math.round(value * 65536);
const ascii = (text: string) => Buffer.from(text, 'latin1');

function xyzTag(values: readonly number[]): Buffer {
  const tag = Buffer.alloc(8 + 4 * values.length);
  tag.write('XYZ ', 0, 'latin1');
  values.forEach((v, i) => tag.writeInt32BE(s15Fixed16(v), 8 + 4 * i));
  return tag;
}

/** textDescriptionType: ASCII description, empty Unicode and ScriptCode parts. */
function descTag(text: string): Buffer {
  const chars = Buffer.concat([ascii(text), Buffer.alloc(1)]);
  const tag = Buffer.alloc(12 + chars.length + 4 + 4 + 2 + 1 + 67);
  tag.write('desc', 0, 'latin1');
  tag.writeUInt32BE(chars.length, 8);
  chars.copy(tag, 12);
  return tag;
}

function textTag(text: string): Buffer {
  return Buffer.concat([ascii('text'), Buffer.alloc(4), ascii(text), Buffer.alloc(1)]);
}

/** curveType with one entry: a pure gamma as u8Fixed8Number. */
function gammaTag(gamma: number): Buffer {
  const tag = Buffer.alloc(14);
  tag.write('curv', 0, 'latin1');
  tag.writeUInt32BE(1, 8);
  tag.writeUInt16BE(Math.round(gamma * 256), 12);
  return tag;
}

const align4 = (n: number) => (n + 3) & ~3;

function buildProfile(): Buffer {
  const trc = gammaTag(2.2);
  const tags: [string, Buffer][] = [
    ['desc', descTag(SRGB_DESCRIPTION)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(SRGB_PRIMARIES.rXYZ)],
    ['gXYZ', xyzTag(SRGB_PRIMARIES.gXYZ)],
    ['bXYZ', xyzTag(SRGB_PRIMARIES.bXYZ)],
    ['rTRC', trc],
    ['gTRC', trc],
    ['bTRC', trc],
  ];
  const table = Buffer.alloc(4 + 12 * tags.length);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  const placed = new Map<Buffer, number>();
  let offset = 128 + table.length;
  tags.forEach(([signature, body], i) => {
    let at = placed.get(body);
    if (at === undefined) {
      at = offset;
      placed.set(body, at);
      const padded = Buffer.alloc(align4(body.length));
      body.copy(padded);
      data.push(padded);
      offset += padded.length;
    }
    table.write(signature, 4 + 12 * i, 'latin1');
    table.writeUInt32BE(at, 8 + 12 * i);
    table.writeUInt32BE(body.length, 12 + 12 * i);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0); // profile size
  header.writeUInt32BE(0x02100000, 8); // version 2.1.0
  header.write('mntr', 12, 'latin1');
  header.write('RGB ', 16, 'latin1');
  header.write('XYZ ', 20, 'latin1');
  [2026, 1, 1, 0, 0, 0].forEach((n, i) => header.writeUInt16BE(n, 24 + 2 * i)); // creation date
  header.write('acsp', 36, 'latin1');
  header.writeUInt32BE(0, 64); // rendering intent: perceptual
  D50.forEach((v, i) => header.writeInt32BE(s15Fixed16(v), 68 + 4 * i));
  return Buffer.concat([header, table, ...data]);
}

/** The profile bytes, built once per process. */
export const SRGB_ICC: Buffer = buildProfile();
