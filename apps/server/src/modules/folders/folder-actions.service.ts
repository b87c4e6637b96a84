import {
  acceptanceError,
  canSendMission,
  CreationOrigine,
  FolderAction,
  justificationDelaiLabels,
  MissionKind,
  MissionReport,
  motifAnnulationLabels,
  NatureIntervention,
  refusLabels,
  Typologie,
  type AcceptFolderRequest,
  type Acceptation,
  type CancelFolderRequest,
  type DeplacementPourRienRequest,
  type Folder,
  type RefuseFolderRequest,
  type ReportDepannage,
} from '@plateau/contracts';
import type { TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid } from '../../lib/errors.ts';
import { reassignment } from '../missions/mission-assignment.ts';
import { tellTrucks, withdrawActiveMissions, type WithdrawnMission } from '../missions/mission-withdrawal.ts';
import { dispatchMission } from '../missions/mission-dispatch.ts';
import { updateMission } from '../missions/missions.repository.ts';
import { complete } from '../../lib/dto-helpers.ts';
import {
  assertFleetOfAccount,
  findFolderMissions,
  type FolderChangeEvent,
  runFolderAction,
} from '../folder-core/index.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';

const withDetail = (text: string, detail: string | null | undefined) =>
  detail ? `${text} — ${detail}` : text;

function acceptanceText(payload: AcceptFolderRequest): string {
  if (payload.type === Typologie.RDV)
    return `Accepté sur rendez-vous le ${formatParisDateTime(payload.dateRdv!)}`;
  const justification = payload.justificationDelai
    ? ` (${justificationDelaiLabels[payload.justificationDelai]})`
    : '';
  return `Accepté en mission immédiate, délai ${payload.delaiIntervention} min${justification}`;
}

/** The operator accepts the work: the mission gets its date, and its truck or agent when given. */
export function acceptFolder(
  db: Db,
  auth: AuthContext,
  folderId: number,
  payload: AcceptFolderRequest,
): Promise<Folder> {
  return runFolderAction(db, auth, folderId, FolderAction.ACCEPT, async ({ tx, folder }) => {
    const error = acceptanceError(payload, folder.interventionDepannage);
    if (error) throw new Invalid(error);
    const assignment = { truckId: payload.truckId ?? undefined, agentId: payload.agentId ?? undefined };
    await assertFleetOfAccount(tx, folder.accountId, assignment);
    const now = new Date();
    const missionDateTime =
      payload.type === Typologie.RDV
        ? new Date(payload.dateRdv!)
        : new Date(now.getTime() + (payload.delaiIntervention ?? 0) * 60_000);
    const mission = (await findFolderMissions(tx, folder.id)).find(
      (m) => m.kind === MissionKind.INTERVENTION,
    );
    const updated = mission
      ? await updateMission(tx, mission, { ...reassignment(mission, assignment), missionDateTime })
      : null;
    // A Nomad folder's mission reaches the driver through Nomad's app as soon as the operator
    // accepts it with a truck or an agent: the action table has no separate sending for it.
    const handedOver =
      updated && folder.creationOrigine === CreationOrigine.NOMAD && canSendMission(updated)
        ? [await dispatchMission(tx, updated)]
        : [];
    const acceptation: Acceptation = {
      type: payload.type,
      delaiIntervention: payload.delaiIntervention ?? null,
      justificationDelai: payload.justificationDelai ?? null,
      dateRdv: payload.dateRdv ?? null,
      commentaireRdv: payload.commentaireRdv ?? null,
      acceptedDateTime: now.toISOString(),
    };
    return {
      columns: { acceptation },
      events: [{ text: acceptanceText(payload), message: payload }, ...handedOver],
    };
  });
}

export const refuseFolder = (db: Db, auth: AuthContext, folderId: number, payload: RefuseFolderRequest) =>
  runFolderAction(db, auth, folderId, FolderAction.REFUSE, async () => ({
    events: [
      { text: withDetail(`Refusé : ${refusLabels[payload.motif]}`, payload.detail), message: payload },
    ],
  }));

/**
 * Cancelling, or accepting the assistance company's cancellation: the missions a truck holds are
 * withdrawn in the same transaction, and each truck is told once it has committed.
 */
async function endWithWithdrawal(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  folderId: number,
  action: FolderAction,
  event: FolderChangeEvent,
): Promise<Folder> {
  let withdrawn: WithdrawnMission[] = [];
  const folder = await runFolderAction(db, auth, folderId, action, async ({ tx, folder }) => {
    const missions = await withdrawActiveMissions(tx, folder.id);
    withdrawn = missions.withdrawn;
    return { events: [event, ...missions.events] };
  });
  await tellTrucks(db, terminal, auth, withdrawn);
  return folder;
}

export const cancelFolder = (
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  folderId: number,
  payload: CancelFolderRequest,
) =>
  endWithWithdrawal(db, terminal, auth, folderId, FolderAction.CANCEL, {
    text: withDetail(`Annulé : ${motifAnnulationLabels[payload.motif]}`, payload.detail),
    message: payload,
  });

export const acceptCancellation = (db: Db, terminal: TruckTerminal, auth: AuthContext, folderId: number) =>
  endWithWithdrawal(db, terminal, auth, folderId, FolderAction.ACCEPT_CANCELLATION, {
    text: "Proposition d'annulation acceptée",
  });

export const closeFolder = (db: Db, auth: AuthContext, folderId: number) =>
  runFolderAction(db, auth, folderId, FolderAction.CLOSE, async () => ({
    events: [{ text: 'Dossier clôturé' }],
  }));

/** The report tab's send calls this; the report's content is its own concern. */
export const reportFolder = (db: Db, auth: AuthContext, folderId: number) =>
  runFolderAction(db, auth, folderId, FolderAction.REPORT, async () => ({
    events: [{ text: 'Rapport envoyé' }],
  }));

function withWastedTripMotif(report: ReportDepannage | null, motif: string): ReportDepannage {
  const interventionReport = report?.interventionReport ?? complete(MissionReport, {})!;
  return {
    modifiable: report?.modifiable ?? true,
    interventionReport: { ...interventionReport, motifDeplacementPourRien: motif },
    relivraisonReport: report?.relivraisonReport ?? null,
  };
}

/** 'Deplacement pour rien': the intervention becomes a wasted trip, and its report says why. */
export const reportWastedTrip = (
  db: Db,
  auth: AuthContext,
  folderId: number,
  payload: DeplacementPourRienRequest,
) =>
  runFolderAction(db, auth, folderId, FolderAction.DEPLACEMENT_POUR_RIEN, async ({ folder }) => ({
    columns: {
      interventionDepannage: {
        ...folder.interventionDepannage,
        nature: NatureIntervention.DEPLACEMENT_POUR_RIEN,
      },
      reportDepannage: withWastedTripMotif(folder.reportDepannage, payload.motif),
    },
    events: [
      { text: withDetail(`Déplacement pour rien : ${payload.motif}`, payload.detail), message: payload },
    ],
  }));
