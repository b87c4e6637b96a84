import { describe, expect, it } from 'vitest';
import { fleetSyncCount, fleetSyncNotice, planFleetSync, type SyncedTruck } from './fleet-sync.ts';

const truck = (id: number, ttwId: string | null, over: Partial<SyncedTruck> = {}): SyncedTruck => ({
  id,
  name: `Camion ${id}`,
  active: true,
  licensePlate: `AA-00${id}-ZZ`,
  ttwId,
  ...over,
});
const vehicle = (objectNo: string, name: string, licensePlate: string | null = null) => ({
  objectNo,
  name,
  licensePlate,
});

describe('planFleetSync', () => {
  it('changes nothing when Webfleet lists the trucks as they are', () => {
    const plan = planFleetSync([truck(1, 'W1')], [vehicle('W1', 'Camion 1', 'AA-001-ZZ')]);
    expect(plan).toEqual({ added: [], updated: [], deactivated: [] });
    expect(fleetSyncCount(plan)).toBe(0);
  });

  it('adds a new vehicle, copies a new name or plate, deactivates a vanished one', () => {
    const plan = planFleetSync(
      [truck(1, 'W1'), truck(2, 'W2'), truck(3, 'W3'), truck(4, null)],
      [vehicle('W1', 'Camion 1', 'AB-123-CD'), vehicle('W2', 'Grue 2', 'AA-002-ZZ'), vehicle('W9', 'Neuf')],
    );
    expect(plan.added).toEqual([vehicle('W9', 'Neuf')]);
    expect(plan.updated).toEqual([
      { id: 1, name: 'Camion 1', licensePlate: 'AB-123-CD', active: true },
      { id: 2, name: 'Grue 2', licensePlate: 'AA-002-ZZ', active: true },
    ]);
    // Truck 4 was entered in Plateau (no Webfleet number): left alone.
    expect(plan.deactivated).toEqual([3]);
    expect(fleetSyncCount(plan)).toBe(4);
  });

  it('reactivates a truck Webfleet lists again, and does not deactivate twice', () => {
    const plan = planFleetSync(
      [truck(1, 'W1', { active: false }), truck(2, 'W2', { active: false })],
      [vehicle('W1', 'Camion 1', 'AA-001-ZZ')],
    );
    expect(plan.updated).toEqual([{ id: 1, name: 'Camion 1', licensePlate: 'AA-001-ZZ', active: true }]);
    expect(plan.deactivated).toEqual([]);
  });

  it('counts a vehicle listed twice once', () => {
    const plan = planFleetSync([], [vehicle('W5', 'Premier'), vehicle('W5', 'Second')]);
    expect(plan.added).toEqual([vehicle('W5', 'Premier')]);
  });
});

describe('fleetSyncNotice', () => {
  it("says 'Liste à jour !' when nothing changed", () => {
    expect(fleetSyncNotice(0).title).toBe('Liste à jour !');
  });
  it("says 'Mise à jour réussie' with the count otherwise", () => {
    expect(fleetSyncNotice(1)).toEqual({ title: 'Mise à jour réussie', message: '1 véhicule mis à jour' });
    expect(fleetSyncNotice(3)).toEqual({ title: 'Mise à jour réussie', message: '3 véhicules mis à jour' });
  });
});
