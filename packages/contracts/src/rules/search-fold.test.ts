import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_LIGATURES, SEARCH_FOLD_TO } from './search-fold.ts';

describe('foldForSearch', () => {
  it('lower-cases and drops accents, so that typed and stored text meet', () => {
    expect(foldForSearch('Élodie')).toBe('elodie');
    expect(foldForSearch('ELODIE')).toBe('elodie');
    expect(foldForSearch('élodie')).toBe('elodie');
    expect(foldForSearch('Zébulon à Trifouilly-lès-Oies')).toBe('zebulon a trifouilly-les-oies');
    expect(foldForSearch('ÇA GÈLE À NOËL, ÔTEZ L’ŒUF')).toBe('ca gele a noel, otez l’oeuf');
    expect(foldForSearch('Ærø Straße Łódź')).toBe('aero strasse lodz');
  });

  it('drops combining accents, so a decomposed é folds as a composed one', () => {
    const decomposed = 'E\u0301lodie';
    expect(decomposed).not.toBe('Élodie');
    expect(foldForSearch(decomposed)).toBe('elodie');
  });

  it('keeps digits, punctuation and letters it does not know', () => {
    expect(foldForSearch('AB-123-CD 5016499999*07 %_')).toBe('ab-123-cd 5016499999*07 %_');
    expect(foldForSearch('Ωμέγα 東京')).toBe('Ωμέγα 東京');
  });

  it('maps every letter to one plain lower-case letter', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength(SEARCH_FOLD_FROM.length);
    expect(SEARCH_FOLD_TO).toHaveLength(SEARCH_FOLD_FROM.length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
    expect(new Set(SEARCH_FOLD_FROM).size).toBe(SEARCH_FOLD_FROM.length);
    for (const [ligature, plain] of SEARCH_FOLD_LIGATURES) {
      expect(SEARCH_FOLD_FROM).not.toContain(ligature);
      expect(plain).toMatch(/^[a-z]{2}$/);
    }
  });
});
