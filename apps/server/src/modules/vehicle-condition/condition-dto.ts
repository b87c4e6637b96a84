import {
  damageDifferences,
  type ConditionStage,
  type MissionVehicleCondition,
  type PhotoSlot,
  type VehicleConditionReport,
} from '@plateau/contracts';
import type { ConditionPhotoRow, ConditionReportRow } from './vehicle-condition.repository.ts';

export const pngDataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

export function toConditionReport(row: ConditionReportRow): VehicleConditionReport {
  const { details } = row;
  return {
    stage: row.stage,
    plate: details.plate,
    vin: details.vin,
    mileage: details.mileage,
    fuelLevel: details.fuelLevel,
    diagram: row.diagram,
    objectsLeft: details.objectsLeft,
    keys: details.keys,
    customerRemarks: details.customerRemarks,
    customerAbsent: details.customerAbsent,
    signerName: details.signerName,
    signatureDataUrl: row.signaturePng ? pngDataUrl(row.signaturePng) : null,
    signedAt: row.signedAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    photosSkippedReason: row.photosSkippedReason,
  };
}

/** A mission's two PVs, their photos by slot and what changed between them. */
export function toMissionCondition(
  missionId: number,
  requiredPhotos: PhotoSlot[],
  reports: ConditionReportRow[],
  photos: ConditionPhotoRow[],
): MissionVehicleCondition {
  const report = (stage: ConditionStage) =>
    reports.find((r) => r.missionId === missionId && r.stage === stage);
  const slots = (stage: ConditionStage) =>
    photos
      .filter((p) => p.missionId === missionId && p.stage === stage)
      .map((p) => ({ slot: p.slot, documentId: p.documentId }));
  const pickup = report('pickup');
  const delivery = report('delivery');
  const differences = damageDifferences(pickup?.diagram ?? null, delivery?.diagram ?? null);
  return {
    missionId,
    requiredPhotos,
    photos: { pickup: slots('pickup'), delivery: slots('delivery') },
    pickup: pickup ? toConditionReport(pickup) : null,
    delivery: delivery ? toConditionReport(delivery) : null,
    newMarkIds: differences.newMarks.map((m) => m.id),
    damageReported: differences.damageReported,
  };
}
