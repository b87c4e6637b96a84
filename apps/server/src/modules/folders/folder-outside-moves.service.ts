import { OutsideMove, type Folder } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { applyOutsideMove, type OutsideMoveDetails } from '../folder-core/index.ts';

/**
 * Moves the other side makes. The connectors (Nomad, Webfleet…) call these when the
 * assistance company or the driver acts; a move the folder's state does not allow is a 409.
 */
type Details = OutsideMoveDetails;

export const confirmAcceptanceByAssisteur = (db: Db, folderId: number, details?: Details): Promise<Folder> =>
  applyOutsideMove(db, folderId, OutsideMove.ASSISTEUR_CONFIRMATION, details);

export const proposeCancellationByAssisteur = (
  db: Db,
  folderId: number,
  details?: Details,
): Promise<Folder> => applyOutsideMove(db, folderId, OutsideMove.CANCELLATION_PROPOSAL, details);

export const validateReportByAssisteur = (db: Db, folderId: number, details?: Details): Promise<Folder> =>
  applyOutsideMove(db, folderId, OutsideMove.REPORT_VALIDATION, details);

export const acceptMissionByDriver = (db: Db, folderId: number, details?: Details): Promise<Folder> =>
  applyOutsideMove(db, folderId, OutsideMove.DRIVER_ACCEPTANCE, details);
