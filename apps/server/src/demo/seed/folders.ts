import { eq } from 'drizzle-orm';
import {
  CreationOrigine,
  MissionKind,
  PropositionInitiale,
  PropositionInitialeCode,
  type Place,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, missions } from '../../db/schema/index.ts';
import { draw, fleetOf, type Draw, type Fleet, type FolderRow, type TruckRow } from './folders-draw.ts';
import { seedHistory } from './folders-history.ts';
import {
  acceptationOf,
  externalNumberOf,
  hasReport,
  interventionOf,
  isUnderWay,
  placeOf,
  positionsOf,
  reportOf,
  statisticOf,
  wasAccepted,
} from './folders-parts.ts';
import { folderScenarios, type FolderScenario } from './folders-scenarios.ts';
import { valoriseFolder } from './folders-valorisation.ts';
import { attelageOf, vehiculeOf } from './folders-vehicles.ts';

const depotOf = (truck: TruckRow | null): Partial<Place> | null =>
  truck?.positionLatitude != null && truck.positionLongitude != null
    ? placeOf([
        `Dépôt ${truck.name}`,
        '',
        truck.positionText ?? '',
        truck.positionLatitude,
        truck.positionLongitude,
      ])
    : null;

/** A folder the scenario valorises expects one (the drawn value is taken all the same: same draws). */
const propositionOf = (scenario: FolderScenario, drawn: (typeof PropositionInitialeCode)[number]) =>
  scenario.valorisation ? PropositionInitiale.ASSISTEUR : drawn;

async function insertFolder(db: DbOrTx, d: Draw): Promise<FolderRow> {
  const { scenario, random } = d;
  const nomad = scenario.origin === CreationOrigine.NOMAD;
  const [folder] = await db
    .insert(folders)
    .values({
      accountId: d.accountId,
      creationDateTime: d.creation,
      updatedAt: d.creation,
      folderState: scenario.state,
      creationOrigine: scenario.origin,
      assistanceProvider: scenario.provider,
      externalNumber: externalNumberOf(scenario.provider, random, d.index),
      origineNumber: nomad ? `NMD-${random.int(100_000, 999_999)}` : null,
      contactInfo: `${d.customer.firstname} ${d.customer.name}`,
      contactPhone: d.customer.phone,
      cancellable: scenario.cancellable ?? true,
      confirmationRequise: scenario.confirmationRequise ?? false,
      messagesAllowed: nomad,
      propositionInitiale: nomad ? propositionOf(scenario, random.pick(PropositionInitialeCode)) : null,
      customerPlace: d.customerPlace,
      vehicule: vehiculeOf(random),
      attelage: d.index % 6 === 0 ? attelageOf(random) : null,
      interventionDepannage: interventionOf(scenario, random, d.missionDate),
      acceptation: nomad && wasAccepted(scenario) ? acceptationOf(random, d.creation) : null,
      reportDepannage: hasReport(scenario.state)
        ? reportOf(depotOf(d.truck) ?? d.garage, d.customerPlace, d.garage, d.missionDate, scenario.state)
        : null,
      valorisationInitiale: nomad ? random.int(90, 260) : null,
      truckId: d.truck?.id ?? null,
      agentId: d.agentId,
      missionState: scenario.mission,
      missionDateTime: d.missionDate,
    })
    .returning();
  return folder!;
}

/** The intervention mission (to the garage), and the relivraison (back to the customer) when there is one. */
async function insertMissions(db: DbOrTx, d: Draw, folder: FolderRow): Promise<void> {
  const from: [number, number] = [
    d.truck?.positionLatitude ?? d.customerPlace.latitude!,
    d.truck?.positionLongitude ?? d.customerPlace.longitude!,
  ];
  const relivraisonDate = new Date(d.missionDate.getTime() + 2 * 86_400_000);
  const planned = [
    {
      kind: MissionKind.INTERVENTION,
      state: d.scenario.mission,
      date: d.missionDate,
      to: d.customerPlace,
      destination: d.garage,
    },
    ...(d.scenario.relivraison
      ? [
          {
            kind: MissionKind.RELIVRAISON,
            state: d.scenario.relivraison,
            date: relivraisonDate,
            to: d.garage,
            destination: d.customerPlace,
          },
        ]
      : []),
  ];
  const { marque, modele, immatriculation } = folder.vehicule ?? {};
  for (const m of planned) {
    const intervention = m.kind === MissionKind.INTERVENTION;
    const withTruck = intervention || isUnderWay(m.state);
    await db.insert(missions).values({
      folderId: folder.id,
      accountId: d.accountId,
      kind: m.kind,
      orderNo: `${folder.orderNo}-${intervention ? 'I' : 'R'}`,
      missionState: m.state,
      missionDateTime: m.date,
      creationDateTime: d.creation,
      sentDateTime: isUnderWay(m.state) ? new Date(d.creation.getTime() + 5 * 60_000) : null,
      truckId: withTruck ? (d.truck?.id ?? null) : null,
      agentId: withTruck ? d.agentId : null,
      externalMissionNo: folder.externalNumber,
      contactInfo: folder.contactInfo,
      contactPhone: folder.contactPhone,
      text: `${intervention ? 'Remorquage' : 'Relivraison'} ${marque} ${modele} ${immatriculation} - ${folder.contactInfo} ${folder.contactPhone}`,
      destinationPlace: m.destination,
      statistic: statisticOf(m.state, d.random),
      positions: isUnderWay(m.state) ? positionsOf(from, m.to, m.date, 5) : [],
    });
  }
}

/** Demo folders of the operator accounts (see folders-scenarios.ts). */
export async function seedFolders(db: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const fleets = new Map<string, Fleet>();
  for (const [index, scenario] of folderScenarios.entries()) {
    const accountId = accountIds.get(scenario.account)!;
    if (!fleets.has(scenario.account)) fleets.set(scenario.account, await fleetOf(db, accountId));
    const fleet = fleets.get(scenario.account)!;
    const d = draw(scenario, index, accountId, fleet, now);
    const folder = await insertFolder(db, d);
    await insertMissions(db, d, folder);
    await seedHistory(db, folder, scenario, d.creation, d.random);
    if (scenario.valorisation && fleet.admin)
      await valoriseFolder(db, folder.id, scenario.valorisation, fleet.admin, d.missionDate, d.random);
  }
}

export interface FixtureOptions {
  /** true: the missions name a truck (and an agent); false: none; absent: as the demo draws it. */
  truck?: boolean;
  /** Terms of the assistance company to set on the intervention (appointments allowed…). */
  intervention?: Record<string, unknown>;
  /** Vehicle fields to start from instead of the drawn ones. */
  vehicule?: Record<string, unknown>;
  /** Created this minute rather than at the draw's age (what looks at the last day needs it). */
  createdNow?: boolean;
}
let fixtures = 0;

/**
 * One folder drawn like the demo's, for the browser tests' fixtures route (E2E_FIXTURES=1):
 * a test creates the folder it needs instead of hoping the demo data has one.
 */
export async function seedFixtureFolder(
  db: DbOrTx,
  accountId: number,
  scenario: FolderScenario,
  options: FixtureOptions = {},
): Promise<FolderRow> {
  const fleet = await fleetOf(db, accountId);
  fixtures += 1;
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const d = draw(scenario, folderScenarios.length + fixtures, accountId, fleet, now);
  if (options.createdNow) d.creation = new Date(now);
  if (options.truck !== undefined) {
    d.truck = options.truck ? (fleet.trucks[0] ?? null) : null;
    d.agentId = d.truck ? (fleet.agentIds[0] ?? null) : null;
  }
  let folder = await insertFolder(db, d);
  if (options.intervention || options.vehicule) {
    const [updated] = await db
      .update(folders)
      .set({
        interventionDepannage: { ...folder.interventionDepannage, ...options.intervention },
        vehicule: { ...folder.vehicule, ...options.vehicule },
      })
      .where(eq(folders.id, folder.id))
      .returning();
    folder = updated!;
  }
  await insertMissions(db, d, folder);
  await seedHistory(db, folder, scenario, d.creation, d.random);
  return folder;
}
