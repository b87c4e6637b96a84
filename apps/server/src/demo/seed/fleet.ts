import type { DbOrTx } from '../../db/client.ts';
import { agents, trucks } from '../../db/schema/index.ts';

type TruckSeed = [name: string, plate: string, city: string, latitude: number, longitude: number];

const fleets: Record<string, { trucks: TruckSeed[]; agents: Array<[string, string]> }> = {
  depanneur: {
    trucks: [
      ['Plateau 01 - Renault Master', 'GH-482-KL', 'Lyon 7e', 45.7485, 4.8467],
      ['Plateau 02 - Iveco Daily', 'FT-219-AB', 'Villeurbanne', 45.7719, 4.8902],
      ['Dépanneuse 03 - MAN TGL', 'EK-903-ZP', 'Vénissieux', 45.6973, 4.8854],
      ['Plateau 04 - Renault Master', 'HB-114-CD', 'Bron', 45.7386, 4.9131],
      ['Grue 05 - Volvo FL', 'DZ-771-QR', 'Vienne', 45.5256, 4.8749],
    ],
    agents: [
      ['Lucas Girard', '06 12 34 56 78'],
      ['Hugo Lambert', '06 23 45 67 89'],
      ['Nathalie Roux', '07 81 22 33 44'],
      ['Antoine Faure', '06 98 76 54 32'],
    ],
  },
  mission: {
    trucks: [
      ['Porteur T1 - Mercedes Atego', 'FR-305-TL', 'Toulouse', 43.6045, 1.444],
      ['Porteur T2 - Renault D', 'GA-628-TL', 'Blagnac', 43.637, 1.39],
      ['Plateau T3 - Iveco Daily', 'EX-452-TL', 'Montauban', 44.0176, 1.355],
    ],
    agents: [
      ['Pierre Durand', '06 45 12 78 90'],
      ['Sarah Mercier', '07 66 55 44 33'],
    ],
  },
  bordeaux: {
    trucks: [['Dupont 1 - Renault Master', 'CB-841-BX', 'Mérignac', 44.8378, -0.645]],
    agents: [['Marc Dupont', '06 11 22 33 44']],
  },
  lille: {
    trucks: [['Bernard 1 - Iveco Daily', 'DL-552-NO', 'Roubaix', 50.6942, 3.1746]],
    agents: [['Kevin Bernard', '06 55 44 33 22']],
  },
  marseille: {
    trucks: [['Moreau 1 - MAN TGL', 'FM-190-PR', 'Aubagne', 43.2927, 5.5708]],
    agents: [['Karim Moreau', '06 77 88 99 00']],
  },
  nantes: {
    trucks: [
      ['Atlantique 1 - Renault Master', 'GN-317-LA', 'Nantes Beaujoire', 47.2556, -1.5245],
      ['Atlantique 2 - Iveco Daily', 'FK-668-NT', 'Saint-Herblain', 47.2207, -1.6374],
      ['Atlantique 3 - MAN TGL', 'HA-205-PB', 'Rezé', 47.1816, -1.5497],
    ],
    agents: [
      ['Yann Le Goff', '06 32 18 47 59'],
      ['Maëlle Guérin', '07 62 41 85 30'],
    ],
  },
};

/** Trucks (positioned around France) and agents of the operator accounts. */
export async function seedFleet(db: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  for (const [key, fleet] of Object.entries(fleets)) {
    const accountId = accountIds.get(key)!;
    await db.insert(trucks).values(
      fleet.trucks.map(([name, licensePlate, city, latitude, longitude], i) => ({
        accountId,
        name,
        licensePlate,
        serialNumber: `SN-${accountId}-${i + 1}`,
        ttwId: `TTW-${accountId}-${i + 1}`,
        positionText: city,
        positionLatitude: latitude,
        positionLongitude: longitude,
        positionDateTime: new Date(),
      })),
    );
    await db.insert(agents).values(fleet.agents.map(([name, phone]) => ({ accountId, name, phone })));
  }
}
