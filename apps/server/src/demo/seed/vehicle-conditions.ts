import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_REQUIRED_PHOTO_SLOTS,
  type ConditionStage,
  type DamageDiagram,
  type MissionStepCode,
  type PhotoSlot,
} from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { folderDocuments, folders, missions, requiredPhotoLists } from '../../db/schema/index.ts';
import {
  attachConditionPdf,
  missionVehicleCondition,
  recordConditionMarkPhoto,
  recordConditionPhoto,
  saveVehicleCondition,
} from '../../modules/vehicle-condition/index.ts';
import {
  demoConditionRequest,
  drawDeliveryDiagram,
  drawPickupDiagram,
  drawScenario,
  marksToPhotograph,
  type ConditionScenario,
} from '../vehicle-condition/demo-condition-draw.ts';
import {
  demoMarkPhoto,
  demoSignaturePng,
  demoSlotPhoto,
} from '../vehicle-condition/demo-condition-images.ts';
import { seededRandom } from './folders-data.ts';

/** The depanneur's latest finished missions that get both PVs (the first four show one state each). */
const FINISHED_WITH_PV = 16;

/** The states the operator must be able to see, on the first finished missions; the rest are drawn. */
const showcase: Array<Partial<ConditionScenario>> = [
  { newDamage: true, customerAbsent: false, skippedSlots: [], skipReason: null },
  { customerAbsent: true, newDamage: false, skippedSlots: [], skipReason: null },
  {
    skippedSlots: ['arriere_gauche', 'arriere_droit'],
    skipReason: 'Nuit, pas de lumière',
    newDamage: false,
    customerAbsent: false,
  },
  { newDamage: false, customerAbsent: false, skippedSlots: [], skipReason: null },
];

async function missionsWithStep(
  tx: DbOrTx,
  accountId: number,
  step: MissionStepCode,
  without?: MissionStepCode,
) {
  return tx
    .select({
      id: missions.id,
      orderNo: missions.orderNo,
      steps: missions.steps,
      folder: {
        id: folders.id,
        accountId: folders.accountId,
        folderState: folders.folderState,
        assistanceProvider: folders.assistanceProvider,
        registration: folders.registration,
      },
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(
      and(
        eq(missions.accountId, accountId),
        sql`${missions.steps} ? ${step}`,
        // A PV is signed when its step happened: today's history may still have steps to come.
        sql`(${missions.steps} -> ${step} ->> 'dateTime')::timestamptz <= now()`,
        without ? sql`not (${missions.steps} ? ${without})` : undefined,
      ),
    )
    .orderBy(desc(missions.id));
}
type SeedMission = Awaited<ReturnType<typeof missionsWithStep>>[number];

/** A photo of the PV as a document of the mission's folder, dated at the PV's step. */
async function insertDemoPhoto(
  tx: DbOrTx,
  mission: SeedMission,
  photo: { filename: string; jpeg: Buffer; at: Date },
) {
  const { filename, jpeg } = photo;
  const [document] = await tx
    .insert(folderDocuments)
    .values({
      accountId: mission.folder.accountId,
      folderId: mission.folder.id,
      filename,
      contentType: 'image/jpeg',
      size: jpeg.length,
      content: jpeg,
      thumbnail: jpeg,
      createdAt: photo.at,
    })
    .returning({ id: folderDocuments.id });
  return document!.id;
}

/** One PV of a seeded mission; answers its diagram (the delivery starts from the pickup's). */
async function seedStage(
  tx: DbOrTx,
  mission: SeedMission,
  stage: ConditionStage,
  scenario: ConditionScenario,
  pickupDiagram: DamageDiagram | null = null,
): Promise<DamageDiagram> {
  const random = seededRandom(mission.id * 7 + (stage === 'pickup' ? 1 : 2));
  const current = await missionVehicleCondition(tx, {
    ...mission,
    ...mission.folder,
    accountId: mission.folder.accountId,
  });
  const step = mission.steps[stage === 'pickup' ? 'arrivedAtDestination' : 'finished']!;
  const at = new Date(step.dateTime);
  const diagram =
    stage === 'pickup'
      ? drawPickupDiagram(random, mission.id)
      : drawDeliveryDiagram(random, pickupDiagram!, mission.id, scenario.newDamage);
  if (stage === 'pickup') {
    const slots: PhotoSlot[] = current.requiredPhotos.filter((s) => !scenario.skippedSlots.includes(s));
    for (const slot of slots) {
      // One drawing per slot for the whole seed (no plate on it): the seed stays quick.
      const jpeg = await demoSlotPhoto(slot, null);
      const documentId = await insertDemoPhoto(tx, mission, { filename: `PV_${slot}.jpg`, jpeg, at });
      await recordConditionPhoto(tx, mission.id, { stage, slot, documentId });
    }
  }
  for (const mark of marksToPhotograph(stage, diagram, pickupDiagram)) {
    const jpeg = await demoMarkPhoto(mark.kind);
    const filename = `PV_dommage_${mark.id}.jpg`;
    const documentId = await insertDemoPhoto(tx, mission, { filename, jpeg, at });
    await recordConditionMarkPhoto(tx, mission.id, { stage, markId: mark.id, documentId });
  }
  const request = demoConditionRequest(
    random,
    { registration: mission.folder.registration, at, ...step },
    diagram,
    { ...scenario, skipReason: stage === 'pickup' ? scenario.skipReason : null },
  );
  const signature = request.customerAbsent ? null : await demoSignaturePng();
  await saveVehicleCondition(
    tx as Tx,
    { folder: mission.folder, missionId: mission.id },
    stage,
    request,
    signature,
  );
  await attachConditionPdf(tx, { mission, folder: mission.folder }, stage, at);
  return diagram;
}

/**
 * The vehicles' PVs (issue 33) of the depanneur: the latest finished missions with both, a new damage at
 * delivery, a customer absent, photos missing for the night among them; a mission on the spot with its
 * pickup only; the required photos with an assisteur's additions. Each with its photos by slot, the photo of
 * its first (or new) damage, signature and PDF in the folder's documents.
 */
export async function seedVehicleConditions(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  // « Photos obligatoires »: the default list, and AXA asking for the VIN and the signage on its folders.
  await tx.insert(requiredPhotoLists).values([
    { accountId, assistanceProvider: '', slots: [...DEFAULT_REQUIRED_PHOTO_SLOTS] },
    { accountId, assistanceProvider: 'AXA_ASSISTANCE', slots: ['vin', 'signalisation'] },
  ]);
  const finished = (await missionsWithStep(tx, accountId, 'finished')).slice(0, FINISHED_WITH_PV);
  for (const [index, mission] of finished.entries()) {
    if (!mission.steps.arrivedAtDestination) continue;
    const drawn = drawScenario(seededRandom(mission.id), ['arriere_gauche', 'arriere_droit']);
    const scenario = { ...drawn, ...showcase[index] };
    const pickup = await seedStage(tx, mission, 'pickup', scenario);
    await seedStage(tx, mission, 'delivery', scenario, pickup);
  }
  const [onTheSpot] = await missionsWithStep(tx, accountId, 'arrivedAtDestination', 'finished');
  if (onTheSpot) await seedStage(tx, onTheSpot, 'pickup', { ...showcase[3]! } as ConditionScenario);
}
