import { describe, expect, it } from 'vitest';
import { defaultFecChoice, fecChoiceError, fecQueryOf } from './fec-export.ts';

describe('the « Export FEC » dialog', () => {
  it('opens on the current calendar year (no other financial year is set), in ISO 8859-15', () => {
    expect(defaultFecChoice(new Date(2027, 4, 12))).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      encoding: 'iso-8859-15',
    });
  });

  it('asks for both days, in order', () => {
    expect(fecChoiceError({ from: '2027-01-01', to: null, encoding: 'utf-8' })).toMatch(/dernière date/);
    expect(fecChoiceError({ from: '2027-02-01', to: '2027-01-31', encoding: 'utf-8' })).toMatch(/précéder/);
    expect(fecChoiceError({ from: '2027-01-01', to: '2027-01-01', encoding: 'utf-8' })).toBeNull();
  });

  it('sends the days as the instants the first starts and the last ends', () => {
    const query = fecQueryOf({ from: '2027-01-01', to: '2027-12-31', encoding: 'utf-8' });
    expect(new Date(query.startDate).getTime()).toBe(new Date(2027, 0, 1).getTime());
    expect(new Date(query.endDate).getTime()).toBe(new Date(2027, 11, 31, 23, 59, 59, 999).getTime());
    expect(query.encoding).toBe('utf-8');
  });
});
