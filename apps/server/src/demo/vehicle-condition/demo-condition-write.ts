import type { ConditionStage, DamageDiagram, PhotoSlot } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { lockDriverMission, receiveDriverPhoto } from '../../modules/driver/index.ts';
import {
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
  type Random,
} from './demo-condition-draw.ts';
import { demoMarkPhoto, demoSignaturePng, demoSlotPhoto } from './demo-condition-images.ts';

/** The mission as the simulated driver sees it when he fills a PV. */
export interface ConditionMission {
  id: number;
  accountId: number;
  assistanceProvider: string | null;
  registration: string | null;
}

/**
 * A simulated driver's PV, through the same service functions as the driver app: the required photos
 * (each a folder document filling its slot, some skipped with a reason), the diagram with a photo of its
 * first or new damage, the signature or
 * « absent ». At delivery the diagram starts from the pickup's. Answers the photos taken (slots and damages), or null
 * when there was nothing to write (the PV already there, a delivery without pickup).
 */
export async function fillDemoCondition(
  db: Db,
  mission: ConditionMission,
  stage: ConditionStage,
  at: Date,
  point: { latitude: number | null; longitude: number | null },
  random: Random,
): Promise<{ photos: number } | null> {
  const current = await missionVehicleCondition(db, mission);
  if (current[stage]) return null;
  const scenario = drawScenario(random, current.requiredPhotos);
  let diagram: DamageDiagram;
  if (stage === 'pickup') diagram = drawPickupDiagram(random, mission.id);
  else if (current.pickup)
    diagram = drawDeliveryDiagram(random, current.pickup.diagram, mission.id, scenario.newDamage);
  else return null;
  const taken = new Set(current.photos[stage].map((p) => p.slot));
  const slots: PhotoSlot[] =
    stage === 'pickup' ? current.requiredPhotos.filter((s) => !scenario.skippedSlots.includes(s)) : [];
  const missing = slots.filter((s) => !taken.has(s));
  for (const slot of missing) {
    const bytes = await demoSlotPhoto(slot, mission.registration);
    await receiveDriverPhoto(db, mission.id, { filename: `PV_${slot}.jpg`, bytes }, undefined, (tx, id) =>
      recordConditionPhoto(tx, mission.id, { stage, slot, documentId: id }),
    );
  }
  const damages = marksToPhotograph(stage, diagram, current.pickup?.diagram ?? null);
  for (const mark of damages)
    await receiveDriverPhoto(
      db,
      mission.id,
      { filename: `PV_dommage_${mark.id}.jpg`, bytes: await demoMarkPhoto(mark.kind) },
      undefined,
      (tx, id) => recordConditionMarkPhoto(tx, mission.id, { stage, markId: mark.id, documentId: id }),
    );
  const request = demoConditionRequest(
    random,
    { registration: mission.registration, at, ...point },
    diagram,
    { ...scenario, skipReason: stage === 'pickup' ? scenario.skipReason : null },
  );
  const signature = request.customerAbsent ? null : await demoSignaturePng();
  await db.transaction(async (tx) => {
    const { folder } = await lockDriverMission(tx, mission.id, { finishedToo: true });
    await saveVehicleCondition(tx, { folder, missionId: mission.id }, stage, request, signature);
  });
  return { photos: missing.length + damages.length };
}
