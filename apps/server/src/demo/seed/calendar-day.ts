import { asc, eq } from 'drizzle-orm';
import {
  AssistanceProvider,
  CreationOrigine,
  MissionKind,
  MissionState,
  NatureIntervention,
  type MissionSteps,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, folders, missions, trucks } from '../../db/schema/index.ts';
import { day, GARAGE } from './calendar-day-data.ts';

const MINUTE = 60_000;

/**
 * A busy day on the dispatch calendar of Dépannage Martin & Fils, around the moment the demo is
 * made: finished missions this morning, two under way, some planned (two overlapping on one
 * truck), three waiting in « À planifier ».
 */
export async function seedCalendarDay(db: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur');
  if (accountId === undefined) return;
  const fleet = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(eq(trucks.accountId, accountId))
    .orderBy(asc(trucks.id));
  const drivers = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.accountId, accountId))
    .orderBy(asc(agents.id));
  if (fleet.length === 0 || drivers.length === 0) return;
  const now = Date.now();
  const when = (minutes: number) => new Date(now + minutes * MINUTE);
  for (const [i, item] of day.entries()) {
    const truckId = item.truck === null ? null : fleet[item.truck % fleet.length]!.id;
    const agentId = item.truck === null ? null : drivers[item.truck % drivers.length]!.id;
    const missionDateTime = item.at === null ? null : when(item.at);
    const [firstname, name, line1, zipCode, city, latitude, longitude] = item.customer;
    // Received an hour and a half before its time, and never after now.
    const created = when(Math.min((item.at ?? 0) - 90, -30));
    const contactPhone = `06 ${String(10 + i)} 42 18 ${String(50 + i)}`;
    const [marque, modele, immatriculation] = item.vehicle;
    const steps = Object.fromEntries(
      Object.entries(item.steps ?? {}).map(([code, minutes]) => [
        code,
        { dateTime: when(minutes).toISOString(), latitude: null, longitude: null },
      ]),
    ) as MissionSteps;
    const [folder] = await db
      .insert(folders)
      .values({
        accountId,
        folderState: item.folderState,
        creationOrigine: CreationOrigine.BACKOFFICE,
        assistanceProvider: item.provider,
        externalNumber:
          item.provider === AssistanceProvider.AXA_ASSISTANCE
            ? `50164${String(94_400 + i)}*01`
            : `CAL-${i + 1}`,
        creationDateTime: created,
        customerPlace: {
          contactFirstname: firstname,
          contactName: name,
          contactPhone,
          line1,
          zipCode,
          city,
          latitude,
          longitude,
        },
        vehicule: { marque, modele, immatriculation },
        interventionDepannage: { nature: item.nature },
        truckId,
        agentId,
        missionState: item.missionState,
        missionDateTime,
      })
      .returning({ id: folders.id, orderNo: folders.orderNo });
    await db.insert(missions).values({
      folderId: folder!.id,
      accountId,
      kind: MissionKind.INTERVENTION,
      orderNo: `${folder!.orderNo}-I`,
      missionState: item.missionState,
      missionDateTime,
      creationDateTime: created,
      sentDateTime: item.missionState === MissionState.MISSION_NOT_YET_SEND ? null : when((item.at ?? 0) - 5),
      truckId,
      agentId,
      text: `${item.nature === NatureIntervention.REMORQUAGE ? 'Remorquage' : 'Dépannage'} ${marque} ${modele}`,
      destinationPlace: item.nature === NatureIntervention.REMORQUAGE ? GARAGE : null,
      steps,
    });
  }
}
