import {
  conditionStageLabels,
  damageDifferences,
  describeDamageMark,
  EventOrigine,
  EventType,
  FolderEventSource,
  mayLeaveThePlace,
  missingPhotosMessage,
  missingPhotoSlots,
  stateLabel,
  type ConditionStage,
  type MissionVehicleCondition,
  type PhotoSlot,
  type VehicleConditionRequest,
} from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  vehicleConditionMarkPhotos,
  vehicleConditionPhotos,
  vehicleConditionReports,
} from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { Conflict } from '../../lib/errors.ts';
import { insertFolderEvent, type FolderRow } from '../folder-core/index.ts';
import { toMissionCondition } from './condition-dto.ts';
import {
  findConditionPhotos,
  findConditionReport,
  findConditionReports,
  requiredPhotosFor,
} from './vehicle-condition.repository.ts';

/** The mission a PV belongs to, as the driver app locked it. */
export interface ConditionTarget {
  folder: Pick<FolderRow, 'id' | 'accountId' | 'folderState' | 'assistanceProvider'>;
  missionId: number;
}

/** What the driver app shows on the PV screen: the required slots, what is filled, both PVs. */
export async function missionVehicleCondition(
  db: DbOrTx,
  mission: { id: number; accountId: number; assistanceProvider: string | null },
): Promise<MissionVehicleCondition> {
  const [required, reports, photos] = await Promise.all([
    requiredPhotosFor(db, mission.accountId, mission.assistanceProvider),
    findConditionReports(db, [mission.id]),
    findConditionPhotos(db, [mission.id]),
  ]);
  return toMissionCondition(mission.id, required, reports, photos);
}

/** A photo taken for a slot of the PV: the latest of a slot fills it. */
export async function recordConditionPhoto(
  tx: DbOrTx,
  missionId: number,
  photo: { stage: ConditionStage; slot: PhotoSlot; documentId: number },
): Promise<void> {
  await tx
    .insert(vehicleConditionPhotos)
    .values({ missionId, ...photo })
    .onConflictDoUpdate({
      target: [vehicleConditionPhotos.missionId, vehicleConditionPhotos.stage, vehicleConditionPhotos.slot],
      set: { documentId: photo.documentId },
    });
}

/** The photo of a mark of the PV's diagram, by the mark's id (the PV may come before or after it); the latest stays. */
export async function recordConditionMarkPhoto(
  tx: DbOrTx,
  missionId: number,
  photo: { stage: ConditionStage; markId: string; documentId: number },
): Promise<void> {
  await tx
    .insert(vehicleConditionMarkPhotos)
    .values({ missionId, ...photo })
    .onConflictDoUpdate({
      target: [
        vehicleConditionMarkPhotos.missionId,
        vehicleConditionMarkPhotos.stage,
        vehicleConditionMarkPhotos.markId,
      ],
      set: { documentId: photo.documentId },
    });
}

/**
 * The PV of a stage, sent by the driver app (offline, it may come twice: one row per mission and
 * stage, replaced). At delivery, new damage is written to the workflow at once and the folder is
 * published, so the operator's « État du véhicule » turns red live.
 */
export async function saveVehicleCondition(
  tx: Tx,
  target: ConditionTarget,
  stage: ConditionStage,
  request: VehicleConditionRequest,
  signaturePng: Buffer | null,
): Promise<void> {
  const { folder, missionId } = target;
  const pickup = stage === 'delivery' ? await findConditionReport(tx, missionId, 'pickup') : null;
  const differences = damageDifferences(
    pickup?.diagram ?? null,
    stage === 'delivery' ? request.diagram : null,
  );
  const values = {
    details: {
      plate: request.plate,
      vin: request.vin,
      mileage: request.mileage,
      fuelLevel: request.fuelLevel,
      objectsLeft: request.objectsLeft,
      keys: request.keys,
      customerRemarks: request.customerRemarks,
      customerAbsent: request.customerAbsent,
      signerName: request.customerAbsent ? null : request.signerName,
    },
    // The marks' photos are the server's to say (vehicle_condition_mark_photos): what the client sent is dropped.
    diagram: { ...request.diagram, marks: request.diagram.marks.map((mark) => ({ ...mark, photoId: null })) },
    damageReported: differences.damageReported,
    photosSkippedReason: request.photosSkippedReason,
    signaturePng: request.customerAbsent ? null : signaturePng,
    signedAt: new Date(request.signedAt),
    latitude: request.latitude,
    longitude: request.longitude,
    recordedAt: new Date(),
  };
  await tx
    .insert(vehicleConditionReports)
    .values({ accountId: folder.accountId, folderId: folder.id, missionId, stage, ...values })
    .onConflictDoUpdate({
      target: [vehicleConditionReports.missionId, vehicleConditionReports.stage],
      set: values,
    });
  const signer = request.customerAbsent ? 'client absent' : `signé par ${request.signerName}`;
  const lines = [`Procès-verbal de ${conditionStageLabels[stage].toLowerCase()} (${signer})`];
  if (request.photosSkippedReason) lines.push(`Photos manquantes : ${request.photosSkippedReason}`);
  for (const mark of differences.newMarks) lines.push(`Nouveau dommage : ${describeDamageMark(mark)}`);
  await insertFolderEvent(tx, {
    folderId: folder.id,
    source: FolderEventSource.FOLDER,
    state: folder.folderState,
    stateLabel: stateLabel(folder.folderState),
    creationOrigine: EventOrigine.CHAUFFEUR,
    text: lines.join('\n'),
    message: { stage, damageReported: differences.damageReported },
    eventDateTime: new Date(request.signedAt),
  });
  await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
}

/**
 * « Départ des lieux » from the driver app: every required photo of the pickup PV is taken, or the
 * PV says why not. A 409 naming the missing photos otherwise.
 */
export async function assertMayLeaveThePlace(
  db: DbOrTx,
  mission: { id: number; accountId: number; assistanceProvider: string | null },
): Promise<void> {
  const condition = await missionVehicleCondition(db, mission);
  const taken = condition.photos.pickup.map((p) => p.slot);
  const missing = missingPhotoSlots(condition.requiredPhotos, taken);
  if (!mayLeaveThePlace(missing, condition.pickup?.photosSkippedReason))
    throw new Conflict(missingPhotosMessage(missing));
}
