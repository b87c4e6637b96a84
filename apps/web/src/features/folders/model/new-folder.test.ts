import { describe, expect, it } from 'vitest';
import { FolderCreate } from '@plateau/contracts';
import { issueLines } from './issues.ts';
import {
  defaultMissionDate,
  isNewFolderFilled,
  newFolderBody,
  newFolderDraft,
  requiredFieldErrors,
} from './new-folder.ts';

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
  });

  it('refuses an empty form: the address is required, and shown under its field', () => {
    const draft = newFolderDraft(0, now);
    const result = FolderCreate.safeParse(newFolderBody(draft));
    expect(result.success).toBe(false);
    expect(requiredFieldErrors(result.error?.issues ?? [])).toEqual({
      address: "L'adresse du lieu d'intervention est obligatoire",
    });
    draft.mission = { ...draft.mission, missionDateTime: null };
    expect(requiredFieldErrors(FolderCreate.safeParse(newFolderBody(draft)).error?.issues ?? [])).toEqual({
      address: "L'adresse du lieu d'intervention est obligatoire",
      missionDateTime: 'La date de la mission est obligatoire',
    });
  });

  it('tells a filled form from an untouched one', () => {
    const draft = newFolderDraft(35, now);
    expect(isNewFolderFilled(draft)).toBe(false);
    expect(isNewFolderFilled({ ...draft, vehicule: { couleur: 'Rouge' } })).toBe(true);
    expect(isNewFolderFilled({ ...draft, customerPlace: { contactName: null } })).toBe(false);
    expect(isNewFolderFilled({ ...draft, mission: { ...draft.mission, text: 'Panne' } })).toBe(true);
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
    draft.customerPlace = { contactName: 'Martin', contactPhone: '06 12 34 56 78', city: 'Lyon' };
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
    draft.customerPlace = { contactPhone: '12', city: 'Lyon' };
    const result = FolderCreate.safeParse(newFolderBody(draft));
    expect(result.success).toBe(false);
    expect(issueLines(result.error?.issues ?? [])).toEqual(["Lieu d'intervention : Numéro non valide"]);
  });
});
