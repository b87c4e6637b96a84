import { describe, expect, it } from 'vitest';
import { faitGenerateurEntries } from '../referentials/fait-generateur.ts';
import {
  FAIT_GENERATEUR_REQUIRED_MESSAGE,
  faitGenerateurOptions,
  isLevel3FaitGenerateur,
  isValidReportFaitGenerateur,
} from './fait-generateur.ts';

describe('fait générateur (spec 2 §5)', () => {
  it('level 3 is a code with at least two dots before the first dash of the label', () => {
    expect(isLevel3FaitGenerateur('N3.1.2 - Casse moteur')).toBe(true);
    expect(isLevel3FaitGenerateur('N3.10.12 - Autre')).toBe(true);
    expect(isLevel3FaitGenerateur('N2.1 - Moteur')).toBe(false);
    expect(isLevel3FaitGenerateur('N1A - Panne')).toBe(false);
    // Dots after the dash do not count.
    expect(isLevel3FaitGenerateur('N2.1 - Moteur v.1.2')).toBe(false);
    expect(isLevel3FaitGenerateur('')).toBe(false);
  });

  it('only level-3 options are selectable, in the reference order', () => {
    const options = faitGenerateurOptions(faitGenerateurEntries);
    expect(options.map((o) => o.value)).toEqual(faitGenerateurEntries.map((e) => e.ref));
    for (const option of options) expect(option.disabled).toBe(!option.value.startsWith('N3'));
    expect(options.some((o) => !o.disabled)).toBe(true);
  });

  it('a Nomad report needs a code starting with N3, else the message', () => {
    expect(isValidReportFaitGenerateur('N3.1.1')).toBe(true);
    for (const code of [null, undefined, '', 'N2.1', 'N1A', 'n3.1.1'])
      expect(isValidReportFaitGenerateur(code)).toBe(false);
    expect(FAIT_GENERATEUR_REQUIRED_MESSAGE).toBe('Sélectionnez un fait générateur');
  });
});
