import {
  DEFAULT_REQUIRED_PHOTO_SLOTS,
  emptyDamageDiagram,
  mayLeaveThePlace,
  missingPhotoSlots,
  type ConditionStage,
  type DamageDiagram,
  type MissionVehicleCondition,
  type PhotoSlot,
} from '@plateau/contracts';

/**
 * A PV as the driver fills it (issue 33), kept on the phone under the driver's login, per mission
 * and stage: the app closed or offline loses nothing, and « Départ des lieux » knows, without the
 * network, whether the required photos were taken or why not.
 */
export interface ConditionDraft {
  plate: string;
  vin: string;
  mileage: number | string;
  fuelLevel: string;
  diagram: DamageDiagram;
  objectsLeft: string;
  keys: string;
  customerRemarks: string;
  signer: string;
  customerAbsent: boolean;
  signature: string | null;
  photosSkippedReason: string;
  /** The slots photographed on this phone (queued or sent). */
  photosTaken: PhotoSlot[];
  /** The marks photographed on this phone (queued or sent), by their id. */
  markPhotosTaken: string[];
  /** When the PV was queued for the server. */
  sentAt: string | null;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const key = (owner: string | null, missionId: number, stage: ConditionStage) =>
  `plateau.chauffeur.pv.${owner ?? ''}.${missionId}.${stage}`;
const requiredKey = (owner: string | null, missionId: number) =>
  `plateau.chauffeur.pv-required.${owner ?? ''}.${missionId}`;

export const emptyConditionDraft = (
  plate = '',
  diagram: DamageDiagram = emptyDamageDiagram(),
): ConditionDraft => ({
  plate,
  vin: '',
  mileage: '',
  fuelLevel: '',
  diagram,
  objectsLeft: '',
  keys: '',
  customerRemarks: '',
  signer: '',
  customerAbsent: false,
  signature: null,
  photosSkippedReason: '',
  photosTaken: [],
  markPhotosTaken: [],
  sentAt: null,
});

export function loadConditionDraft(
  storage: Store,
  owner: string | null,
  missionId: number,
  stage: ConditionStage,
): ConditionDraft | null {
  try {
    const raw = storage.getItem(key(owner, missionId, stage));
    return raw ? { ...emptyConditionDraft(), ...(JSON.parse(raw) as Partial<ConditionDraft>) } : null;
  } catch {
    return null;
  }
}

export function saveConditionDraft(
  storage: Store,
  owner: string | null,
  missionId: number,
  stage: ConditionStage,
  draft: ConditionDraft,
) {
  try {
    storage.setItem(key(owner, missionId, stage), JSON.stringify(draft));
  } catch {
    // A full storage keeps the draft on screen only.
  }
}

/** The required slots the server last said for this mission (the default before it answered). */
export function loadRequiredSlots(storage: Store, owner: string | null, missionId: number): PhotoSlot[] {
  try {
    const raw = storage.getItem(requiredKey(owner, missionId));
    if (raw) return JSON.parse(raw) as PhotoSlot[];
  } catch {
    // unreadable: the default
  }
  return [...DEFAULT_REQUIRED_PHOTO_SLOTS];
}

export function saveRequiredSlots(
  storage: Store,
  owner: string | null,
  missionId: number,
  slots: PhotoSlot[],
) {
  try {
    storage.setItem(requiredKey(owner, missionId), JSON.stringify(slots));
  } catch {
    // kept on screen only
  }
}

/** « Départ des lieux » may be pressed: the pickup PV is queued with its photos, or with why they miss. */
export function pickupReady(storage: Store, owner: string | null, missionId: number): boolean {
  const draft = loadConditionDraft(storage, owner, missionId, 'pickup');
  if (!draft?.sentAt) return false;
  const missing = missingPhotoSlots(loadRequiredSlots(storage, owner, missionId), draft.photosTaken);
  return mayLeaveThePlace(missing, draft.photosSkippedReason);
}

/**
 * The marks that have their photo, for the ✓ of « Photo du dommage »: taken on this phone (at this
 * stage, or at pickup for a mark carried to delivery), or known to the server (it fills each mark's
 * photo, the pickup's standing for a carried mark's at delivery).
 */
export function photographedMarks(
  stage: ConditionStage,
  drafts: { current: ConditionDraft; pickup: ConditionDraft | null },
  server: MissionVehicleCondition | undefined,
): Set<string> {
  const reports = stage === 'delivery' ? [server?.delivery, server?.pickup] : [server?.pickup];
  return new Set([
    ...drafts.current.markPhotosTaken,
    ...(stage === 'delivery' ? (drafts.pickup?.markPhotosTaken ?? []) : []),
    ...reports.flatMap((r) => r?.diagram.marks.filter((m) => m.photoId !== null).map((m) => m.id) ?? []),
  ]);
}
