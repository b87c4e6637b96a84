import { describe, expect, it } from 'vitest';
import { FolderPatch } from '@plateau/contracts';
import { folderChanges, hasChanges } from './folder-diff.ts';
import { testFolder, testMission } from './test-folder.ts';

describe('saving a folder by difference', () => {
  const base = testFolder();

  it('sends nothing when nothing changed, even a text typed then erased', () => {
    expect(hasChanges(folderChanges(base, structuredClone(base)))).toBe(false);
    expect(hasChanges(folderChanges(base, { ...base, origineNumber: '' }))).toBe(false);
  });

  it('sends only the changed fields of a card', () => {
    const edited = {
      ...base,
      vehicule: { ...base.vehicule!, niveauCarburant: 75, roulant: true, couleur: 'Rouge' },
    };
    expect(folderChanges(base, edited)).toEqual({
      vehicule: { niveauCarburant: 75, roulant: true, couleur: 'Rouge' },
    });
  });

  it('sends a cleared field as null and a new card whole', () => {
    const edited = { ...base, externalNumber: '', attelage: null, vehicule: null };
    expect(folderChanges(testFolder({ attelage: null }), { ...edited, attelage: null })).toEqual({
      externalNumber: null,
      vehicule: null,
    });
    const noVehicle = testFolder({ vehicule: null });
    expect(
      folderChanges(noVehicle, { ...noVehicle, vehicule: { ...base.vehicule!, marque: 'Renault' } }).vehicule,
    ).toMatchObject({
      marque: 'Renault',
      immatriculation: 'AB-123-CD',
    });
  });

  it("sends a mission's new destination whole, and only the mission fields that changed", () => {
    const destination = { ...base.customerPlace!, city: 'Lyon', zipCode: '69003' };
    const edited = {
      ...base,
      missionIntervention: testMission({ truckId: 4, destinationPlace: destination }),
    };
    const changes = folderChanges(base, edited);
    expect(changes).toEqual({ missionIntervention: { truckId: 4, destinationPlace: destination } });
    expect(FolderPatch.safeParse({ version: base.version, ...changes }).success).toBe(true);
  });

  it('never sends what the contract does not let a user write', () => {
    const edited = {
      ...base,
      folderState: 'CLOSED' as const,
      version: 9,
      truckId: 4,
      messagesAllowed: false,
    };
    expect(folderChanges(base, edited)).toEqual({});
  });
});
