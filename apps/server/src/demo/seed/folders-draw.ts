/**
 * What a demo folder is drawn from: its account's fleet and administrator, its customer, places,
 * dates, truck and agent, all from a random seeded by the folder's index (same demo every time).
 * folders.ts writes the folder and its missions from a draw.
 */
import { and, eq } from 'drizzle-orm';
import { MissionState, type BusinessNature, type FolderState, type Place } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { accounts, agents, folders, trucks, users } from '../../db/schema/index.ts';
import { garages, seededRandom, streets, type Random } from './folders-data.ts';
import { customerOf, isUnderWay, placeOf } from './folders-parts.ts';
import type { FolderScenario } from './folders-scenarios.ts';

export type TruckRow = typeof trucks.$inferSelect;
export type Fleet = { trucks: TruckRow[]; agentIds: number[]; admin: AuthContext | null };
export type FolderRow = typeof folders.$inferSelect;

/** Everything one demo folder is drawn from. */
export interface Draw {
  scenario: FolderScenario;
  index: number;
  accountId: number;
  random: Random;
  customer: ReturnType<typeof customerOf>;
  customerPlace: Partial<Place>;
  garage: Partial<Place>;
  creation: Date;
  missionDate: Date;
  truck: TruckRow | null;
  agentId: number | null;
}

/** How long ago a folder in this state was created: open ones are recent, closed ones older. */
function ageInMinutes(state: FolderState, random: Random): number {
  const days: Partial<Record<FolderState, [number, number]>> = {
    QUICK_CREATED: [0, 1],
    CREATED: [0, 1],
    WAITING: [0, 2],
    ACCEPTED: [0, 4],
    ACCEPTED_CONFIRMED: [0, 5],
    CANCEL_PROPOSAL: [0, 3],
    REPORT: [2, 20],
    REPORT_VALIDATED: [5, 40],
  };
  const [min, max] = days[state] ?? [10, 150];
  return random.int(min * 1440, max * 1440 + 600);
}

export function draw(
  scenario: FolderScenario,
  index: number,
  accountId: number,
  fleet: Fleet,
  now: number,
): Draw {
  const random = seededRandom(7919 * (index + 1));
  const customer = customerOf(random);
  const creation = new Date(now - ageInMinutes(scenario.state, random) * 60_000);
  // Half the missions not yet sent already name their truck, so the demo can send them.
  const assigned =
    isUnderWay(scenario.mission) ||
    scenario.mission === MissionState.MISSION_DELETED ||
    (scenario.mission === MissionState.MISSION_NOT_YET_SEND && index % 2 === 0);
  const truck = assigned && fleet.trucks.length > 0 ? random.pick(fleet.trucks) : null;
  return {
    scenario,
    index,
    accountId,
    random,
    customer,
    customerPlace: placeOf(random.pick(streets[scenario.account]!), customer),
    garage: placeOf(garages[scenario.account]!),
    creation,
    missionDate: new Date(creation.getTime() + random.int(30, 90) * 60_000),
    truck,
    agentId: truck && fleet.agentIds.length > 0 ? random.pick(fleet.agentIds) : null,
  };
}

export async function fleetOf(db: DbOrTx, accountId: number): Promise<Fleet> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(agents.accountId, accountId));
  const [admin] = await db
    .select({ userId: users.id, nature: accounts.businessNature })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.accountId, accountId), eq(users.role, 'ADMIN')))
    .orderBy(users.id)
    .limit(1);
  return {
    trucks: await db.select().from(trucks).where(eq(trucks.accountId, accountId)),
    agentIds: rows.map((r) => r.id),
    // The account's administrator: who proposes or accepts a valorisation in the demo.
    admin: admin
      ? {
          accountId,
          userId: admin.userId,
          nature: admin.nature as BusinessNature,
          assistanceProvider: null,
          role: 'ADMIN',
        }
      : null,
  };
}
