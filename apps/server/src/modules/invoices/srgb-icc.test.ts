import { describe, expect, it } from 'vitest';
import { SRGB_DESCRIPTION, SRGB_ICC, SRGB_PRIMARIES } from './srgb-icc.ts';

const sig = (at: number) => SRGB_ICC.toString('latin1', at, at + 4);
const fixed = (at: number) => SRGB_ICC.readInt32BE(at) / 65536;

function tags() {
  const count = SRGB_ICC.readUInt32BE(128);
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const at = 132 + 12 * i;
      return [sig(at), { offset: SRGB_ICC.readUInt32BE(at + 4), size: SRGB_ICC.readUInt32BE(at + 8) }];
    }),
  );
}

describe('sRGB ICC profile', () => {
  it('has a v2.1 display RGB header with the profile size and D50 illuminant', () => {
    expect(SRGB_ICC.readUInt32BE(0)).toBe(SRGB_ICC.length);
    expect(SRGB_ICC.length % 4).toBe(0);
    expect(SRGB_ICC.readUInt32BE(8)).toBe(0x02100000);
    expect([sig(12), sig(16), sig(20), sig(36)]).toEqual(['mntr', 'RGB ', 'XYZ ', 'acsp']);
    expect(SRGB_ICC.readUInt32BE(64)).toBe(0);
    expect([fixed(68), fixed(72), fixed(76)].map((v) => v.toFixed(4))).toEqual([
      '0.9642',
      '1.0000',
      '0.8249',
    ]);
  });

  it('lists the required tags, 4-byte aligned and inside the buffer', () => {
    const table = tags();
    expect([...table.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    const tableEnd = 132 + 12 * table.size;
    for (const { offset, size } of table.values()) {
      expect(offset % 4).toBe(0);
      expect(offset).toBeGreaterThanOrEqual(tableEnd);
      expect(offset + size).toBeLessThanOrEqual(SRGB_ICC.length);
    }
    expect(table.get('gTRC')).toEqual(table.get('rTRC'));
    expect(table.get('bTRC')).toEqual(table.get('rTRC'));
  });

  it('reads back the primaries, the white point, the gamma and the description', () => {
    const table = tags();
    const xyz = (name: string) => {
      const { offset, size } = table.get(name)!;
      expect(size).toBe(20);
      expect(sig(offset)).toBe('XYZ ');
      return [0, 1, 2].map((i) => Number(fixed(offset + 8 + 4 * i).toFixed(4)));
    };
    expect(xyz('wtpt')).toEqual([0.9642, 1, 0.8249]);
    for (const name of ['rXYZ', 'gXYZ', 'bXYZ'] as const)
      expect(xyz(name)).toEqual([...SRGB_PRIMARIES[name]]);
    const trc = table.get('rTRC')!;
    expect(sig(trc.offset)).toBe('curv');
    expect(SRGB_ICC.readUInt32BE(trc.offset + 8)).toBe(1);
    expect(SRGB_ICC.readUInt16BE(trc.offset + 12) / 256).toBeCloseTo(2.2, 2);
    const desc = table.get('desc')!;
    expect(sig(desc.offset)).toBe('desc');
    const length = SRGB_ICC.readUInt32BE(desc.offset + 8);
    expect(SRGB_ICC.toString('latin1', desc.offset + 12, desc.offset + 12 + length - 1)).toBe(
      SRGB_DESCRIPTION,
    );
    expect(sig(table.get('cprt')!.offset)).toBe('text');
  });
});
