import { describe, expect, it } from 'vitest';
import { DriverPhotoQuery } from './driver-app.ts';

const base = { step: 'arrivedAtDestination', takenAt: '2026-03-02T10:00:00.000Z' };
const refusal = (query: Record<string, string>) => {
  const result = DriverPhotoQuery.safeParse({ ...base, ...query });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe("the driver's photo query", () => {
  it("takes a step's photo, a PV's slot, or a mark of the PV's diagram", () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ stage: 'pickup', slot: 'plaque' })).toBeNull();
    expect(refusal({ stage: 'delivery', mark: 'm-1a2b' })).toBeNull();
  });

  it("refuses a mark's photo without the PV's stage", () => {
    expect(refusal({ mark: 'm-1a2b' })).toEqual(["La photo d'un dommage dit l'étape du procès-verbal"]);
  });

  it('refuses a photo that would be both a mark and a slot', () => {
    expect(refusal({ stage: 'pickup', slot: 'plaque', mark: 'm-1a2b' })).toEqual([
      'Une photo de dommage ne remplit pas une photo obligatoire',
    ]);
  });

  it("refuses a mark's id the diagram could not hold, and a stage alone", () => {
    expect(refusal({ stage: 'pickup', mark: 'm 1/../x' })).toEqual(['Identifiant de dommage non valide']);
    expect(refusal({ stage: 'pickup' })).toEqual(["L'étape du procès-verbal et la photo vont ensemble"]);
    expect(refusal({ slot: 'plaque' })).toEqual(["L'étape du procès-verbal et la photo vont ensemble"]);
  });
});
