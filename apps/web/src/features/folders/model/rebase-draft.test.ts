import { describe, expect, it } from 'vitest';
import { FolderPatch } from '@plateau/contracts';
import { folderChanges, hasChanges, rebaseDraft } from './folder-diff.ts';
import { isFolderLike, isOwnVersion, recordOwnVersion } from './own-versions.ts';
import { testFolder, testMission } from './test-folder.ts';

describe('pending edits after one of my own actions (issue 12 §12)', () => {
  const base = testFolder({ version: 3 });
  const draft = {
    ...base,
    origineNumber: 'ORIG-9',
    vehicule: { ...base.vehicule!, couleur: 'Vert anglais' },
    missionIntervention: { ...base.missionIntervention!, text: 'Client au PK 112' },
  };
  // 'Déplacement pour rien' moved the folder on: new version, new nature, new state.
  const next = testFolder({
    version: 4,
    folderState: 'ACCEPTED_CONFIRMED',
    interventionDepannage: { ...base.interventionDepannage!, nature: 'DEPLACEMENT_POUR_RIEN' },
    vehicule: { ...base.vehicule!, marque: 'Citroën' },
  });

  it('keeps the typed values on top of the new version', () => {
    const rebased = rebaseDraft(base, draft, next);
    expect(rebased.version).toBe(4);
    expect(rebased.folderState).toBe('ACCEPTED_CONFIRMED');
    expect(rebased.interventionDepannage?.nature).toBe('DEPLACEMENT_POUR_RIEN');
    expect(rebased.origineNumber).toBe('ORIG-9');
    expect(rebased.vehicule).toMatchObject({ couleur: 'Vert anglais', marque: 'Citroën' });
    expect(rebased.missionIntervention?.text).toBe('Client au PK 112');
  });

  it('so that the next save carries only the edits, with the new version', () => {
    const rebased = rebaseDraft(base, draft, next);
    const changes = folderChanges(next, rebased);
    expect(changes).toEqual({
      origineNumber: 'ORIG-9',
      vehicule: { couleur: 'Vert anglais' },
      missionIntervention: { text: 'Client au PK 112' },
    });
    expect(FolderPatch.safeParse({ version: next.version, ...changes }).success).toBe(true);
  });

  it('leaves nothing pending when there were no edits', () => {
    const rebased = rebaseDraft(base, structuredClone(base), next);
    expect(rebased).toEqual(next);
    expect(hasChanges(folderChanges(next, rebased))).toBe(false);
  });

  it('keeps a section typed whole (a new card) and a cleared one', () => {
    const noAttelage = testFolder({ version: 3, attelage: null });
    const typed = { ...noAttelage, attelage: { ...base.attelage!, marque: 'Lider' }, externalNumber: null };
    const rebased = rebaseDraft(
      noAttelage,
      typed,
      testFolder({ version: 4, attelage: null, externalNumber: 'X' }),
    );
    expect(rebased.attelage).toMatchObject({ marque: 'Lider' });
    expect(rebased.externalNumber).toBeNull();
  });

  it('remembers which versions this tab wrote, and no other', () => {
    recordOwnVersion({ id: 70, version: 5 });
    expect(isOwnVersion({ id: 70, version: 5 })).toBe(true);
    expect(isOwnVersion({ id: 70, version: 6 })).toBe(false);
    expect(isOwnVersion({ id: 71, version: 5 })).toBe(false);
    expect(isFolderLike(testFolder())).toBe(true);
    expect(isFolderLike(undefined)).toBe(false);
    expect(isFolderLike({ id: 1 })).toBe(false);
  });

  it('a mission edit survives a mission sent meanwhile', () => {
    const withMission = testFolder({ version: 3, missionIntervention: testMission({ truckId: 2 }) });
    const edited = {
      ...withMission,
      missionIntervention: { ...withMission.missionIntervention!, contactInfo: 'M. Petit' },
    };
    const sent = testFolder({
      version: 4,
      missionIntervention: testMission({ truckId: 2, missionState: 'MISSION_STARTED' }),
    });
    expect(rebaseDraft(withMission, edited, sent).missionIntervention).toMatchObject({
      contactInfo: 'M. Petit',
      missionState: 'MISSION_STARTED',
    });
  });
});
