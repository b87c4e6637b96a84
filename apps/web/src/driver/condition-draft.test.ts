import { describe, expect, it } from 'vitest';
import type { DamageMark, MissionVehicleCondition, VehicleConditionReport } from '@plateau/contracts';
import { emptyConditionDraft, photographedMarks } from './condition-draft.ts';

const mark = (id: string, photoId: number | null): DamageMark => ({
  id,
  view: 'top',
  x: 100,
  y: 100,
  kind: 'rayure',
  note: null,
  photoId,
});
const report = (marks: DamageMark[]) =>
  ({ diagram: { generalState: 'bon_etat', marks } }) as unknown as VehicleConditionReport;

describe('the marks with their photo (the ✓ of « Photo du dommage »)', () => {
  it('are those taken on the phone, and those the server holds a photo of', () => {
    const current = { ...emptyConditionDraft(), markPhotosTaken: ['m-a'] };
    const server = { pickup: report([mark('m-b', 12), mark('m-c', null)]), delivery: null };
    expect(
      photographedMarks('pickup', { current, pickup: null }, server as unknown as MissionVehicleCondition),
    ).toEqual(new Set(['m-a', 'm-b']));
  });

  it('at delivery, count a mark carried from pickup that was photographed then', () => {
    const current = emptyConditionDraft();
    const pickup = { ...emptyConditionDraft(), markPhotosTaken: ['m-p'] };
    const server = { pickup: report([mark('m-s', 7)]), delivery: report([mark('m-n', null)]) };
    expect(
      photographedMarks('delivery', { current, pickup }, server as unknown as MissionVehicleCondition),
    ).toEqual(new Set(['m-p', 'm-s']));
    expect(photographedMarks('delivery', { current, pickup: null }, undefined)).toEqual(new Set());
  });
});
