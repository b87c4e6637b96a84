import { and, asc, eq } from 'drizzle-orm';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionKind,
  MissionState,
  NatureIntervention,
  Typologie,
  type AccountEvent,
} from '@plateau/contracts';
import { accounts, agents, folderEvents, folders, missions, trucks, users } from '../db/schema/index.ts';
import type { TestContext } from './harness.ts';

/** Test helpers of the folder and mission API tests (not a test file itself). */

export async function accountIdOf(t: TestContext, login: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.login, login));
  return row!.id;
}

export async function fleetOf(t: TestContext, accountId: number) {
  const db = t.database.db;
  return {
    trucks: await db.select().from(trucks).where(eq(trucks.accountId, accountId)).orderBy(asc(trucks.id)),
    agents: await db.select().from(agents).where(eq(agents.accountId, accountId)).orderBy(asc(agents.id)),
  };
}

export interface FolderFixture {
  origin?: CreationOrigine;
  state?: FolderState;
  missionState?: MissionState;
  truckId?: number | null;
  cancellable?: boolean;
  assistanceProvider?: AssistanceProvider | null;
  externalNumber?: string | null;
}

/** A folder with its intervention mission, written straight to the database in the given state. */
export async function makeFolder(t: TestContext, accountId: number, fixture: FolderFixture = {}) {
  const db = t.database.db;
  const [folder] = await db
    .insert(folders)
    .values({
      accountId,
      creationOrigine: fixture.origin ?? CreationOrigine.BACKOFFICE,
      folderState: fixture.state ?? FolderState.CREATED,
      cancellable: fixture.cancellable ?? true,
      assistanceProvider: fixture.assistanceProvider ?? null,
      externalNumber: fixture.externalNumber ?? null,
      vehicule: { immatriculation: 'GT-404-XY', marque: 'Renault', couleur: 'Bleu' },
      customerPlace: {
        contactFirstname: 'Lucie',
        contactName: 'Testeur',
        city: 'Valence',
        latitude: 44.93,
        longitude: 4.89,
      },
    })
    .returning();
  const [mission] = await db
    .insert(missions)
    .values({
      folderId: folder!.id,
      accountId,
      kind: MissionKind.INTERVENTION,
      orderNo: `${folder!.orderNo}-I`,
      missionState: fixture.missionState ?? MissionState.MISSION_NOT_YET_SEND,
      truckId: fixture.truckId ?? null,
      text: 'Remorquage vers le garage',
    })
    .returning();
  await db
    .update(folders)
    .set({ truckId: mission!.truckId, missionState: mission!.missionState })
    .where(eq(folders.id, folder!.id));
  return { folderId: folder!.id, missionId: mission!.id };
}

export async function folderRow(t: TestContext, folderId: number) {
  const [row] = await t.database.db.select().from(folders).where(eq(folders.id, folderId));
  return row!;
}

export async function missionRow(t: TestContext, missionId: number) {
  const [row] = await t.database.db.select().from(missions).where(eq(missions.id, missionId));
  return row!;
}

export async function eventsOf(t: TestContext, folderId: number) {
  return t.database.db
    .select()
    .from(folderEvents)
    .where(eq(folderEvents.folderId, folderId))
    .orderBy(asc(folderEvents.id));
}

export async function missionOfKind(t: TestContext, folderId: number, kind: MissionKind) {
  const [row] = await t.database.db
    .select()
    .from(missions)
    .where(and(eq(missions.folderId, folderId), eq(missions.kind, kind)));
  return row;
}

/** Every event the bus delivers from now on, with its account. */
export function captureBus(t: TestContext) {
  const seen: Array<{ accountId: number; event: AccountEvent }> = [];
  const stop = t.app.bus.subscribe((message) => seen.push(message));
  return { seen, stop };
}

/** What the new-folder form sends for an AXA motorway breakdown. */
export const newFolderBody = {
  externalNumber: '5016494289*01',
  assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
  customerPlace: {
    contactFirstname: 'Marie',
    contactName: 'Dubois',
    contactPhone: '06 12 34 56 78',
    line1: '3 place Bellecour',
    zipCode: '69002',
    city: 'Lyon',
  },
  interventionDepannage: {
    typologie: Typologie.AUTOROUTE,
    appelant: 'CONCESSIONNAIRE_AUTOROUTE',
    nomAppelant: 'APRR',
    nature: NatureIntervention.REMORQUAGE,
  },
  vehicule: {
    immatriculation: 'AB-123-CD',
    marque: 'Peugeot',
    modele: '308',
    niveauCarburant: 35,
    dateMiseEnCirculation: '2019-04-12',
    roulant: false,
  },
  missionIntervention: {
    missionDateTime: '2026-05-04T08:30:00.000Z',
    text: 'Remorquage A6 sortie 33',
    destinationPlace: { line1: '20 route de Vienne', city: 'Lyon' },
  },
} as const;
