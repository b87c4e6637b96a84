import { describe, expect, it } from 'vitest';
import { DamageMark } from '@plateau/contracts';
import { keyboardZones, newMarkId, positionInBox } from './geometry.ts';

describe('the damage diagram geometry', () => {
  it('turns a tap into per mille of the drawing, clamped to it', () => {
    const box = { left: 10, top: 100, width: 300, height: 150 };
    expect(positionInBox({ clientX: 160, clientY: 175 }, box)).toEqual({ x: 500, y: 500 });
    expect(positionInBox({ clientX: 0, clientY: 400 }, box)).toEqual({ x: 0, y: 1000 });
  });

  it('makes ids and zone positions the contract accepts', () => {
    for (const zone of keyboardZones)
      expect(
        DamageMark.safeParse({ id: newMarkId(), view: 'top', kind: 'bris', x: zone.x, y: zone.y }).success,
      ).toBe(true);
  });
});
