import { eq } from 'drizzle-orm';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderEventSource,
  FolderState,
  MissionKind,
  MissionState,
  MissionStepCode,
  missionStateLabels,
  stateLabel,
  statisticFromSteps,
  type MissionSteps,
  addDays,
  parisDay,
  parisDayStart,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents, folders, missions, trucks } from '../../db/schema/index.ts';
import { customers, registration, seededRandom, vehicles, type Random } from './folders-data.ts';

/** The operators whose dashboard shows figures on `npm run demo`, and their missions a day. */
const OPERATORS: Record<string, number> = { depanneur: 4, mission: 2, bordeaux: 2, lille: 1, nantes: 1 };
/** The current week and the one before, up to today. */
const DAYS = 14;
const PROVIDERS = [
  AssistanceProvider.AXA_ASSISTANCE,
  AssistanceProvider.AXA_ASSISTANCE,
  AssistanceProvider.MONDIAL_ASSISTANCE,
  AssistanceProvider.EUROP_ASSISTANCE,
  AssistanceProvider.IMA,
];

/** Minutes after the mission date of each step; some drivers stop reporting before the end. */
function stepsOf(random: Random, missionDate: Date): MissionSteps {
  const approach = random.int(12, 75);
  const onPlace = random.int(10, 60);
  const minutes = [1, 3, 6, 7, 6 + approach, 6 + approach + onPlace, 40 + approach + onPlace];
  const reported = random.next() < 0.75 ? 7 : random.int(2, 6);
  const steps: MissionSteps = {};
  MissionStepCode.slice(0, reported).forEach((code, i) => {
    steps[code] = {
      dateTime: new Date(missionDate.getTime() + minutes[i]! * 60_000).toISOString(),
      latitude: null,
      longitude: null,
    };
  });
  return steps;
}

/**
 * When a history mission of `day` (a Paris day, as the dashboard's week is: the server's own zone may be
 * UTC) took place: between 07:00 and 18:00. Today's still to come are put in what has passed of the day
 * instead (a night's calls), so the current week holds figures whatever the hour the demo starts,
 * Monday 00:05 included.
 */
export function historyMissionTime(random: Random, now: Date, day: string): Date {
  const planned = parisDayStart(day, 7).getTime() + random.int(0, 11 * 60) * 60_000;
  if (planned <= now.getTime()) return new Date(planned);
  const from = Math.max(parisDayStart(parisDay(now)).getTime(), now.getTime() - 11 * 3_600_000);
  return new Date(from + Math.floor(random.next() * (now.getTime() - from)));
}

type Draft = {
  folder: typeof folders.$inferInsert;
  mission: Omit<typeof missions.$inferInsert, 'folderId' | 'orderNo'>;
};

/**
 * Finished (and a few abandoned) missions over the last two weeks with the driver's steps, so
 * 'Mon tableau de bord' shows real figures from the first start. The statistic is what the
 * driver's steps make of it (statisticFromSteps), plus an outcome, and each folder its workflow
 * (received, sent, closed or cancelled). Three statements in all: every test file seeds the demo,
 * so this must cost little.
 */
export async function seedStatsHistory(
  tx: DbOrTx,
  accountIds: Map<string, number>,
  now = new Date(),
): Promise<void> {
  const random = seededRandom(20_261_125);
  const today = parisDay(now);
  const drafts: Draft[] = [];
  for (const [key, perDay] of Object.entries(OPERATORS)) {
    const accountId = accountIds.get(key);
    if (!accountId) continue;
    const fleet = await tx.select({ id: trucks.id }).from(trucks).where(eq(trucks.accountId, accountId));
    if (fleet.length === 0) continue;
    for (let day = DAYS - 1; day >= 0; day--) {
      for (let n = 0; n < perDay; n++) {
        const missionTime = historyMissionTime(random, now, addDays(today, -day));
        drafts.push(draftOf(random, accountId, random.pick(fleet).id, missionTime));
      }
    }
  }
  if (drafts.length === 0) return;
  const made = await tx
    .insert(folders)
    .values(drafts.map((d) => d.folder))
    .returning({ id: folders.id, orderNo: folders.orderNo });
  await tx
    .insert(missions)
    .values(
      drafts.map((d, i) => ({ ...d.mission, folderId: made[i]!.id, orderNo: `${made[i]!.orderNo}-I` })),
    );
  await tx.insert(folderEvents).values(drafts.flatMap((d, i) => eventsOf(d, made[i]!.id, now)));
}

/** The folder's workflow: received from the assistance company (replayable), sent, then its end. */
function eventsOf({ folder, mission }: Draft, folderId: number, now: Date) {
  const last = Object.values(mission.steps ?? {}).at(-1)?.dateTime;
  // Today's history can end later this day: what is recorded has happened, so no event after now.
  const notAfterNow = (date: Date) => new Date(Math.min(date.getTime(), now.getTime()));
  const end = notAfterNow(last ? new Date(last) : mission.missionDateTime!);
  const rows = [
    {
      eventSource: FolderEventSource.FOLDER,
      state: FolderState.CREATED,
      stateLabel: stateLabel(FolderState.CREATED),
      text: "Dossier reçu de l'assisteur",
      eventDateTime: notAfterNow(folder.creationDateTime!),
      replay: { kind: 'nomadFolder' as const },
    },
    {
      eventSource: FolderEventSource.MISSION_INTERVENTION,
      state: MissionState.MISSION_STARTED,
      stateLabel: missionStateLabels[MissionState.MISSION_STARTED],
      text: 'Mission envoyée',
      eventDateTime: notAfterNow(mission.sentDateTime!),
      replay: null,
    },
    {
      eventSource: FolderEventSource.FOLDER,
      state: folder.folderState!,
      stateLabel: stateLabel(folder.folderState!),
      text: `Dossier à l'état ${stateLabel(folder.folderState!)}`,
      eventDateTime: end,
      replay: null,
    },
  ];
  return rows.map((row) => ({
    ...row,
    folderId,
    recordDateTime: row.eventDateTime,
    creationOrigine: CreationOrigine.NOMAD,
  }));
}

function draftOf(random: Random, accountId: number, truckId: number, missionDate: Date): Draft {
  const provider = random.pick(PROVIDERS);
  const [firstname, name, phone] = random.pick(customers);
  const [marque, modele] = random.pick(vehicles);
  const steps = stepsOf(random, missionDate);
  const finished = steps.finished !== undefined;
  const statistic = statisticFromSteps(steps, null);
  const outcome = random.next();
  statistic.pickup = finished && outcome < 0.6;
  statistic.repareOnPlace = finished && outcome >= 0.6 && outcome < 0.92;
  statistic.missionForNothing = finished && outcome >= 0.92;
  const missionState = finished ? MissionState.MISSION_FINISH : MissionState.MISSION_ABORDED;
  const created = new Date(missionDate.getTime() - 30 * 60_000);
  return {
    folder: {
      accountId,
      creationOrigine: CreationOrigine.NOMAD,
      folderState: finished ? FolderState.CLOSED : FolderState.CANCELED,
      assistanceProvider: provider,
      externalNumber:
        provider === AssistanceProvider.AXA_ASSISTANCE
          ? `${random.int(10_000_000, 99_999_999)}*${random.int(10, 99)}`
          : `${provider.slice(0, 3)}-${random.int(100_000, 999_999)}`,
      creationDateTime: created,
      missionState,
      missionDateTime: missionDate,
      truckId,
      customerPlace: { contactFirstname: firstname, contactName: name, contactPhone: phone },
      vehicule: { immatriculation: registration(random), marque, modele },
    },
    mission: {
      accountId,
      kind: MissionKind.INTERVENTION,
      missionState,
      missionDateTime: missionDate,
      creationDateTime: created,
      sentDateTime: new Date(missionDate.getTime() - 20 * 60_000),
      truckId,
      steps,
      statistic,
    },
  };
}
