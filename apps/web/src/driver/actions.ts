import {
  conditionStageLabels,
  driverStepButtons,
  photoSlotLabels,
  type ConditionStage,
  type DriverCashRequest,
  type MissionStepCode,
  type PhotoSlot,
  type VehicleConditionRequest,
} from '@plateau/contracts';
import { cashAction } from './cash.ts';
import { lastFix, sendPositionsNow } from './positions.ts';
import { enqueue } from './queue.ts';

const base = (missionId: number) => `/api/driver/missions/${missionId}`;

/** A step, dated now and placed at the phone's last position. */
export function pressStep(missionId: number, step: MissionStepCode) {
  sendPositionsNow.current();
  const fix = lastFix.current;
  return enqueue({
    missionId,
    kind: 'step',
    label: `Étape « ${driverStepButtons[step]} »`,
    method: 'POST',
    path: `${base(missionId)}/steps`,
    json: {
      step,
      at: new Date().toISOString(),
      latitude: fix?.latitude ?? null,
      longitude: fix?.longitude ?? null,
    },
  });
}

export const undoStep = (missionId: number, step: MissionStepCode) =>
  enqueue({
    missionId,
    kind: 'undo',
    label: `Annulation de « ${driverStepButtons[step]} »`,
    method: 'POST',
    path: `${base(missionId)}/steps/undo`,
    json: { step },
  });

export const sendMessage = (missionId: number, text: string) =>
  enqueue({
    missionId,
    kind: 'message',
    label: 'Message',
    method: 'POST',
    path: `${base(missionId)}/messages`,
    json: { text, at: new Date().toISOString() },
  });

export const sendPhoto = (missionId: number, step: MissionStepCode, blob: Blob) =>
  enqueue({
    missionId,
    kind: 'photo',
    label: `Photo « ${driverStepButtons[step]} »`,
    method: 'POST',
    path: `${base(missionId)}/photos?step=${step}&takenAt=${encodeURIComponent(new Date().toISOString())}`,
    blob,
  });

export const sendWastedTrip = (missionId: number, motif: string, detail: string) =>
  enqueue({
    missionId,
    kind: 'wastedTrip',
    label: 'Déplacement pour rien',
    method: 'POST',
    path: `${base(missionId)}/wastedTrip`,
    json: detail ? { motif, detail } : { motif },
  });

export const sendReport = (missionId: number, report: unknown) =>
  enqueue({
    missionId,
    kind: 'report',
    label: 'Rapport signé',
    method: 'PUT',
    path: `${base(missionId)}/report`,
    json: report,
  });

/** The upload of a PV's photo (issue 33), dated now, at the step the stage stands for. */
const conditionPhotoPath = (missionId: number, stage: ConditionStage, what: string) =>
  `${base(missionId)}/photos?step=${stage === 'pickup' ? 'arrivedAtDestination' : 'finished'}&takenAt=${encodeURIComponent(new Date().toISOString())}&stage=${stage}&${what}`;

/** A photo filling a slot of the PV (issue 33), queued like the others, before the PV itself. */
export const sendConditionPhoto = (missionId: number, stage: ConditionStage, slot: PhotoSlot, blob: Blob) =>
  enqueue({
    missionId,
    kind: 'photo',
    label: `Photo « ${photoSlotLabels[slot]} »`,
    method: 'POST',
    path: conditionPhotoPath(missionId, stage, `slot=${slot}`),
    blob,
  });

/**
 * The photo of a mark of the PV's diagram, by the id the phone gave the mark: it may reach the server
 * before the PV (offline, queued) or after it; the server ties them together.
 */
export const sendMarkPhoto = (
  missionId: number,
  stage: ConditionStage,
  mark: { id: string; number: number },
  blob: Blob,
) =>
  enqueue({
    missionId,
    kind: 'photo',
    label: `Photo du dommage ${mark.number}`,
    method: 'POST',
    path: conditionPhotoPath(missionId, stage, `mark=${encodeURIComponent(mark.id)}`),
    blob,
  });

/** The PV of pickup or delivery: one per stage on the server, however often it is sent. */
export const sendCondition = (missionId: number, stage: ConditionStage, pv: VehicleConditionRequest) =>
  enqueue({
    missionId,
    kind: 'condition',
    label: `Procès-verbal de ${conditionStageLabels[stage].toLowerCase()}`,
    method: 'PUT',
    path: `${base(missionId)}/condition/${stage}`,
    json: pv,
  });

/** « Encaisser »: the payment the customer made and signed, sent once however often it is tried again. */
export const sendCash = (missionId: number, request: DriverCashRequest) =>
  enqueue(cashAction(missionId, request));
