import { describe, expect, it } from 'vitest';
import { FolderCreate } from '@plateau/contracts';
import { issueLines } from './issues.ts';
import { defaultMissionDate, newFolderBody, newFolderDraft } from './new-folder.ts';

const now = new Date('2026-03-01T10:07:42.123Z');

describe('the new folder form', () => {
  it("dates the mission now plus the account's average arrival time", () => {
    expect(defaultMissionDate(35, now)).toBe('2026-03-01T10:42:00.000Z');
    expect(defaultMissionDate(null, now)).toBe('2026-03-01T10:07:00.000Z');
  });

  it('sends an empty truck and agent as null, empty sections as null', () => {
    const body = newFolderBody(newFolderDraft(0, now));
    expect(body.missionIntervention).toMatchObject({ truckId: null, agentId: null, destinationPlace: null });
    expect(body).toMatchObject({
      customerPlace: null,
      vehicule: null,
      interventionDepannage: { typologie: 'IMMEDIATE' },
    });
    expect(FolderCreate.safeParse(body).success).toBe(true);
  });

  it('sends what was filled', () => {
    const draft = newFolderDraft(0, now);
    draft.head = { assistanceProvider: 'IMA', externalNumber: 'IMA-42' };
    draft.mission = {
      ...draft.mission,
      truckId: 3,
      text: 'Panne batterie',
      destinationPlace: { city: 'Lyon' },
    };
    draft.customerPlace = { contactName: 'Martin', contactPhone: '06 12 34 56 78' };
    const body = newFolderBody(draft);
    expect(body).toMatchObject({
      assistanceProvider: 'IMA',
      externalNumber: 'IMA-42',
      customerPlace: { contactName: 'Martin' },
    });
    expect(body.missionIntervention).toMatchObject({
      truckId: 3,
      agentId: null,
      text: 'Panne batterie',
      destinationPlace: { city: 'Lyon' },
    });
    expect(FolderCreate.safeParse(body).success).toBe(true);
  });

  it('names the section of what the contract refuses', () => {
    const draft = newFolderDraft(0, now);
    draft.customerPlace = { contactPhone: '12' };
    const result = FolderCreate.safeParse(newFolderBody(draft));
    expect(result.success).toBe(false);
    expect(issueLines(result.error?.issues ?? [])).toEqual(["Lieu d'intervention : Numéro non valide"]);
  });
});
