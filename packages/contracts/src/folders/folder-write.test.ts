import { describe, expect, it } from 'vitest';
import { FolderCreate, NEW_FOLDER_REQUIRED_MESSAGES } from './folder-write.ts';

const issuesOf = (body: unknown) => {
  const parsed = FolderCreate.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('FolderCreate: the fields the new-folder form marks required', () => {
  it('refuses an empty form, naming the address and the mission date in French', () => {
    expect(issuesOf({})).toEqual([
      ['customerPlace.address', "L'adresse du lieu d'intervention est obligatoire"],
      ['missionIntervention.missionDateTime', 'La date de la mission est obligatoire'],
    ]);
  });

  it('refuses a place with a contact but no address', () => {
    expect(
      issuesOf({
        customerPlace: { contactName: 'Dubois' },
        missionIntervention: { missionDateTime: '2026-05-04T08:00:00.000Z' },
      }),
    ).toEqual([['customerPlace.address', NEW_FOLDER_REQUIRED_MESSAGES.address]]);
  });

  it('accepts a geocoded address, or the typed text kept when not geocoded', () => {
    const missionIntervention = { missionDateTime: '2026-05-04T08:00:00.000Z' };
    expect(
      issuesOf({ customerPlace: { line1: '3 place Bellecour', city: 'Lyon' }, missionIntervention }),
    ).toEqual([]);
    expect(issuesOf({ customerPlace: { descriptionLieu: 'aire de Beaune' }, missionIntervention })).toEqual(
      [],
    );
  });

  it('refuses a blank address', () => {
    expect(
      issuesOf({
        customerPlace: { line1: '  ', city: null },
        missionIntervention: { missionDateTime: '2026-05-04T08:00:00.000Z' },
      }),
    ).toEqual([['customerPlace.address', NEW_FOLDER_REQUIRED_MESSAGES.address]]);
  });
});
