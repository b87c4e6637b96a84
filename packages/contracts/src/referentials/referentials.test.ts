import { describe, expect, it } from 'vitest';
import { FolderState, ReferentialKey, staticReferentials } from '../index.ts';
import { isLevel3FaitGenerateur } from '../rules/fait-generateur.ts';

describe('reference lists', () => {
  it('has a French label for every code, and no duplicate code', () => {
    for (const [key, list] of Object.entries(staticReferentials)) {
      const refs = list.map((e) => e.ref);
      expect(new Set(refs).size, key).toBe(refs.length);
      for (const entry of list) expect(entry.label.trim(), `${key}.${entry.ref}`).not.toBe('');
    }
  });

  it('offers every key the documents name, ACCOUNT included', () => {
    expect(ReferentialKey.options).toEqual(
      expect.arrayContaining(['FOLDER_STATE', 'FAIT_GENERATEUR', 'ROLE', 'ACCOUNT', 'STATUT_VALORISATION']),
    );
  });

  it('lists the fourteen folder states of the spec', () => {
    expect(staticReferentials.FOLDER_STATE.map((e) => e.ref)).toEqual(Object.keys(FolderState));
    expect(staticReferentials.FOLDER_STATE).toHaveLength(14);
  });
});

describe('FAIT_GENERATEUR', () => {
  const entries = staticReferentials.FAIT_GENERATEUR;

  it('has three levels N1…, N2.x, N3.x.y whose labels start with the code and a dash', () => {
    for (const { ref, label } of entries) {
      expect(ref).toMatch(/^(N1[A-Z]|N2\.\d+|N3\.\d+\.\d+)$/);
      expect(label.startsWith(`${ref} - `)).toBe(true);
    }
    expect(entries.some((e) => e.ref.startsWith('N1'))).toBe(true);
    expect(entries.some((e) => e.ref.startsWith('N2'))).toBe(true);
  });

  it('makes exactly the level-3 entries selectable', () => {
    for (const { ref, label } of entries) expect(isLevel3FaitGenerateur(label)).toBe(ref.startsWith('N3'));
  });

  it('ties each level-3 code to an existing level-2 code', () => {
    const level2 = new Set(entries.filter((e) => e.ref.startsWith('N2.')).map((e) => e.ref.slice(3)));
    for (const e of entries.filter((x) => x.ref.startsWith('N3.'))) {
      expect(level2.has(e.ref.slice(3).split('.')[0]!)).toBe(true);
    }
  });
});
