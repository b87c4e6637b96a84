/** A vehicle as Webfleet lists it (showObjectReportExtern), reduced to what Plateau keeps. */
export interface WebfleetVehicle {
  /** Webfleet's object number: the truck's ttwId, which ties both sides together. */
  objectNo: string;
  name: string;
  licensePlate: string | null;
}

/** What a synchronisation reads of a stored truck. */
export interface SyncedTruck {
  id: number;
  name: string;
  active: boolean;
  licensePlate: string | null;
  ttwId: string | null;
}

export interface FleetSyncPlan {
  added: WebfleetVehicle[];
  updated: Array<{ id: number; name: string; licensePlate: string | null; active: true }>;
  /** Trucks Webfleet no longer lists: kept (missions refer to them) but inactive. */
  deactivated: number[];
}

/**
 * Webfleet is the reference for the trucks it knows (those with a ttwId): new vehicles are added,
 * a changed name or plate is copied, a vanished vehicle is deactivated, a returning one reactivated.
 * Trucks without a ttwId were entered in Plateau and are left alone. A vehicle Webfleet lists
 * twice counts once (its first line).
 */
export function planFleetSync(trucks: SyncedTruck[], vehicles: WebfleetVehicle[]): FleetSyncPlan {
  const listed = new Map<string, WebfleetVehicle>();
  for (const vehicle of vehicles) if (!listed.has(vehicle.objectNo)) listed.set(vehicle.objectNo, vehicle);
  const byTtwId = new Map<string, SyncedTruck>();
  for (const truck of trucks)
    if (truck.ttwId !== null && !byTtwId.has(truck.ttwId)) byTtwId.set(truck.ttwId, truck);

  const plan: FleetSyncPlan = { added: [], updated: [], deactivated: [] };
  for (const vehicle of listed.values()) {
    const truck = byTtwId.get(vehicle.objectNo);
    if (!truck) plan.added.push(vehicle);
    else if (truck.name !== vehicle.name || truck.licensePlate !== vehicle.licensePlate || !truck.active) {
      plan.updated.push({
        id: truck.id,
        name: vehicle.name,
        licensePlate: vehicle.licensePlate,
        active: true,
      });
    }
  }
  for (const truck of trucks) {
    if (truck.ttwId !== null && truck.active && !listed.has(truck.ttwId)) plan.deactivated.push(truck.id);
  }
  return plan;
}

export const fleetSyncCount = (plan: FleetSyncPlan) =>
  plan.added.length + plan.updated.length + plan.deactivated.length;

/** Spec 1 §2 and §8: 'Mise à jour réussie' with the count, or 'Liste à jour !' when nothing changed. */
export function fleetSyncNotice(count: number): { title: string; message: string } {
  if (count === 0) return { title: 'Liste à jour !', message: 'Aucun véhicule modifié.' };
  const vehicles = count === 1 ? '1 véhicule mis à jour' : `${count} véhicules mis à jour`;
  return { title: 'Mise à jour réussie', message: vehicles };
}
