import {
  EventType,
  FolderEventSource,
  missionStepLabels,
  stateLabel,
  type DriverMission,
  type DriverReportRequest,
  type FolderDocumentList,
  type MissionStepCode,
  type ConditionStage,
  type PhotoSlot,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_UNREADABLE_MESSAGE,
  signatureRefusal,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { driverReports } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/image-library.ts';
import { pngDimensions } from '../../lib/png-dimensions.ts';
import { receiveDriverPhoto } from '../driver/driver-photo.service.ts';
import { lockDriverMission } from '../driver/driver-mission.ts';
import { reportWastedTrip } from '../folders/folder-actions.service.ts';
import { insertFolderEvent } from '../folder-core/index.ts';
import { recordConditionMarkPhoto, recordConditionPhoto } from '../vehicle-condition/index.ts';
import { findDriverUser } from './driver-app.repository.ts';
import { DRIVER_APP_ORIGIN, getDriverMission } from './driver-app.service.ts';

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** « Photo – Arrivée sur place – 14h05.jpg »: the Documents tab says which step it shows. */
export function photoFilename(step: MissionStepCode, at: Date, contentType: string): string {
  const time = at.toLocaleTimeString('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `Photo – ${missionStepLabels[step]} – ${time.replace(':', 'h')}.${PHOTO_EXTENSIONS[contentType] ?? 'jpg'}`;
}

interface DriverPhoto {
  step: MissionStepCode;
  takenAt: Date;
  contentType: string;
  bytes: Buffer;
  /** A PV's slot the photo fills (issue 33). */
  stage?: ConditionStage | undefined;
  slot?: PhotoSlot | undefined;
  /** Or the mark of the PV's diagram it shows, by the id the phone made (the PV may not be on the server yet). */
  mark?: string | undefined;
}

/** A photo taken at a step, stored as the terminals' photos are (a document of the folder, with its thumbnail). */
export async function uploadDriverPhoto(
  db: Db,
  auth: AuthContext,
  missionId: number,
  photo: DriverPhoto,
): Promise<FolderDocumentList> {
  await getDriverMission(db, auth, missionId);
  const { stage, slot, mark } = photo;
  const recordInPv = (tx: Tx, documentId: number) =>
    stage && slot
      ? recordConditionPhoto(tx, missionId, { stage, slot, documentId })
      : stage && mark
        ? recordConditionMarkPhoto(tx, missionId, { stage, markId: mark, documentId })
        : Promise.resolve();
  return receiveDriverPhoto(
    db,
    missionId,
    {
      filename: photoFilename(photo.step, photo.takenAt, photo.contentType),
      bytes: photo.bytes,
    },
    DRIVER_APP_ORIGIN,
    recordInPv,
  );
}

/** « Déplacement pour rien »: the folder action the operator has, done by the driver on the spot. */
export async function reportDriverWastedTrip(
  db: Db,
  auth: AuthContext,
  missionId: number,
  request: { motif: string; detail?: string | undefined },
): Promise<DriverMission> {
  const mission = await getDriverMission(db, auth, missionId);
  if (mission.kind !== 'INTERVENTION')
    throw new Conflict("Le déplacement pour rien ne concerne que la mission d'intervention");
  await reportWastedTrip(db, auth, mission.folderId, {
    motif: request.motif,
    detail: request.detail ?? null,
  });
  return getDriverMission(db, auth, missionId);
}

/** Stored at most this size: the report PDF draws it in a 240 × 100 pt box. */
const STORED_SIGNATURE = { width: 800, height: 400 };

/**
 * The signature's PNG, checked by its header before a pixel is decoded (bytes, then width and
 * height: a 12000 × 12000 image would take 1.4 GB on every report PDF), then decoded once, off the
 * event loop, and stored small, so drawing it on a report stays cheap. A French 400 otherwise.
 */
export async function storableSignature(dataUrl: string): Promise<Buffer> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const refusal = signatureRefusal(png.length, pngDimensions(png));
  if (refusal) throw new Invalid(refusal);
  const sharp = await loadSharp();
  return sharp(png, { limitInputPixels: SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT })
    .resize({ ...STORED_SIGNATURE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => {
      throw new Invalid(SIGNATURE_UNREADABLE_MESSAGE);
    });
}

/**
 * The report on the spot: km, the nature's questions, remarks and the customer's signature (a PNG,
 * kept with the report and drawn on the report PDF). Signed again, it replaces the previous one.
 * A mission already finished still takes it (the driver may press « Mission terminée » first).
 */
export async function saveDriverReport(
  db: Db,
  auth: AuthContext,
  missionId: number,
  request: DriverReportRequest,
): Promise<DriverMission> {
  const driver = await findDriverUser(db, auth);
  await getDriverMission(db, auth, missionId);
  const png = await storableSignature(request.signaturePng);
  await db.transaction(async (tx) => {
    const { folder } = await lockDriverMission(tx, missionId, { finishedToo: true });
    const values = {
      km: request.km,
      lieuInterventionCorrect: request.lieuInterventionCorrect,
      lieuLivraisonCorrect: request.lieuLivraisonCorrect,
      remarks: request.remarks,
      signerName: request.signerName,
      signedAt: new Date(request.signedAt),
      signaturePng: png,
      recordedAt: new Date(),
    };
    await tx
      .insert(driverReports)
      .values({ missionId, accountId: driver.accountId, ...values })
      .onConflictDoUpdate({ target: driverReports.missionId, set: values });
    await insertFolderEvent(tx, {
      folderId: folder.id,
      source: FolderEventSource.FOLDER,
      state: folder.folderState,
      stateLabel: stateLabel(folder.folderState),
      creationOrigine: DRIVER_APP_ORIGIN,
      text: `Rapport du chauffeur signé par ${request.signerName}`,
      message: { km: request.km, remarks: request.remarks },
      eventDateTime: new Date(request.signedAt),
    });
    await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
  });
  return getDriverMission(db, auth, missionId);
}
