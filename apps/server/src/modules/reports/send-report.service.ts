import {
  canSendReport,
  CreationOrigine,
  isFolderEditable,
  MissionKind,
  natureInterventionLabels,
  reportErrors,
  stateAfterSendReport,
  type Folder,
} from '@plateau/contracts';
import {
  AssistanceCompanyError,
  type AssistanceCompany,
  type OutgoingReport,
} from '../../adapters/assistance-company/index.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { AppError, Conflict, Invalid, UpstreamError } from '../../lib/errors.ts';
import {
  commitFolderChange,
  findFolderMissions,
  folderNotFound,
  loadFolderDto,
  lockFolder,
  ownFolder,
} from '../folder-core/index.ts';
import { assisteurConditionLink } from '../vehicle-condition/index.ts';

export const REPORT_MISSING_MESSAGE = "Le rapport est vide : renseignez au moins l'heure de départ.";

/**
 * POST /api/folders/{id}/sendReport ('Envoyer le rapport Nomad', spec 2 §4). The checks of
 * canSendReport (origin, mission, state, fait générateur), then the stored report's own checks;
 * the report is handed to the assistance company before the folder moves, inside the
 * transaction: if Nomad refuses, nothing changes and the operator reads why (502).
 */
export async function sendNomadReport(
  db: Db,
  company: AssistanceCompany,
  auth: AuthContext,
  folderId: number,
  publicUrl = '',
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    if (!isFolderEditable(folder)) throw new Conflict(canSendReportClosedMessage);
    const intervention = (await findFolderMissions(tx, folder.id)).find(
      (m) => m.kind === MissionKind.INTERVENTION,
    );
    const sendable = { ...folder, missionIntervention: intervention ?? null };
    const allowed = canSendReport(sendable);
    if (!allowed.ok)
      throw allowed.status === 400 ? new Invalid(allowed.message) : new Conflict(allowed.message);
    const report = folder.reportDepannage;
    if (!report?.interventionReport && !report?.relivraisonReport) throw new Invalid(REPORT_MISSING_MESSAGE);
    const [issue] = reportErrors(report, folder.interventionDepannage);
    if (issue) throw new Invalid(issue.message);

    const nature = folder.interventionDepannage?.nature ?? null;
    const outgoing: OutgoingReport = {
      externalFolderNo: folder.externalNumber,
      orderNo: intervention!.orderNo,
      assistanceProvider: folder.assistanceProvider,
      nature,
      faitGenerateur: folder.interventionDepannage!.faitGenerateur!,
      report,
      sentAt: new Date().toISOString(),
    };
    // The vehicle's PV (issue 33) goes with the report: a link of the assisteur's own to its PDF.
    const condition = await assisteurConditionLink(tx, publicUrl, folder);
    if (condition) outgoing.vehicleCondition = condition;
    await handOver(company, outgoing);

    const updated = await commitFolderChange(tx, folder, {
      nextState: stateAfterSendReport(sendable),
      events: [
        {
          text: `Rapport envoyé à l'assisteur${nature ? ` (${natureInterventionLabels[nature as keyof typeof natureInterventionLabels] ?? nature})` : ''}`,
          message: outgoing,
        },
      ],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}

const canSendReportClosedMessage = 'Le dossier est clôturé : le rapport ne peut plus être envoyé.';

async function handOver(company: AssistanceCompany, report: OutgoingReport) {
  try {
    await company.sendReport(report);
  } catch (error) {
    if (error instanceof AssistanceCompanyError) throw new UpstreamError(error.message);
    if (error instanceof AppError) throw error;
    throw new UpstreamError("Le rapport n'a pas pu être transmis à l'assisteur.");
  }
}
