import { describe, expect, it } from 'vitest';
import { folderChanges, rebaseOnOthers } from './folder-diff.ts';
import { testFolder } from './test-folder.ts';

describe('another user saved while this tab edits (issue 20 §4.9)', () => {
  const base = testFolder();
  const vehicule = base.vehicule!;

  it('keeps the edits they did not touch, takes theirs where both changed, and lists those', () => {
    const mine = {
      ...base,
      origineNumber: 'MOI-1',
      vehicule: { ...vehicule, couleur: 'Vert', marque: 'Renault' },
    };
    const theirs = {
      ...base,
      version: base.version + 1,
      vehicule: { ...vehicule, couleur: 'Noir', kilometrage: 120_000 },
    };
    const { draft, conflicts } = rebaseOnOthers(base, mine, theirs);
    expect(draft.vehicule).toMatchObject({ couleur: 'Noir', marque: 'Renault', kilometrage: 120_000 });
    expect(draft.origineNumber).toBe('MOI-1');
    expect(conflicts).toEqual([{ label: 'Véhicule à dépanner — Couleur', mine: 'Vert', theirs: 'Noir' }]);
    // The next save sends only what is still this tab's.
    expect(folderChanges(theirs, draft)).toEqual({ origineNumber: 'MOI-1', vehicule: { marque: 'Renault' } });
  });

  it('is no conflict when both typed the same value', () => {
    const mine = { ...base, vehicule: { ...vehicule, couleur: 'Noir' } };
    const theirs = { ...base, version: base.version + 1, vehicule: { ...vehicule, couleur: 'Noir' } };
    expect(rebaseOnOthers(base, mine, theirs).conflicts).toEqual([]);
  });
});
