import { describe, expect, it } from 'vitest';
import { batteryIcon, externalMapUrl, formatCoordinate, formatTemperature } from './thing-display.ts';

describe('battery icon (spec 1 §2)', () => {
  it.each([
    [0, 'quarter'],
    [25, 'quarter'],
    [26, 'half'],
    [50, 'half'],
    [51, 'three-quarters'],
    [75, 'three-quarters'],
    [76, 'full'],
    [99, 'full'],
    [100, 'charging'],
  ] as const)('level %i shows %s', (level, icon) => {
    expect(batteryIcon(level)).toBe(icon);
  });

  it('shows nothing for an unknown level', () => {
    expect(batteryIcon(null)).toBeNull();
    expect(batteryIcon(undefined)).toBeNull();
  });
});

describe('thing formats (spec 1 §9)', () => {
  it('writes the temperature with 2 decimals in °C, French style', () => {
    expect(formatTemperature(21.5).replace(/\s/g, ' ')).toBe('21,50 °C');
    expect(formatTemperature(-3.456).replace(/\s/g, ' ')).toBe('-3,46 °C');
    expect(formatTemperature(null)).toBe('');
  });

  it('writes coordinates with 6 decimals and links them to a map', () => {
    expect(formatCoordinate(45.7597)).toBe('45.759700');
    expect(formatCoordinate(-0.5)).toBe('-0.500000');
    expect(externalMapUrl(45.7597, 4.8566)).toBe(
      'https://www.openstreetmap.org/?mlat=45.759700&mlon=4.856600#map=16/45.759700/4.856600',
    );
  });
});
