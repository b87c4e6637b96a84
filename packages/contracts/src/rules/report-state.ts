import { CreationOrigine, FolderState } from '../referentials/codes.ts';
import { FAIT_GENERATEUR_REQUIRED_MESSAGE, isValidReportFaitGenerateur } from './fait-generateur.ts';
import { FolderAction, nextState, stateLabel } from './folder-actions.ts';
import { isFolderEditable } from './folder-editable.ts';

/** What the report rules read of a folder (a Folder fits). */
export interface ReportFolder {
  creationOrigine: CreationOrigine | string;
  folderState: FolderState | string;
  cancellable?: boolean | null;
  valorisationModifiableAvantCloture?: boolean | null;
  reportDepannage?: { modifiable?: boolean | null } | null;
}

/** Who looks: an assisteur's view is read-only (spec 2 §6). */
export interface ReportViewer {
  isAssisteur?: boolean;
}

/** A refusal a route answers with: the HTTP status and the French message. */
export type RuleResult = { ok: true } | { ok: false; status: 400 | 409; message: string };
const OK: RuleResult = { ok: true };
const refuse = (status: 400 | 409, message: string): RuleResult => ({ ok: false, status, message });

const S = FolderState;
const isNomad = (folder: { creationOrigine: string }) => folder.creationOrigine === CreationOrigine.NOMAD;
/** A folder with no report yet has nothing the assistance company marked modifiable. */
const isModifiable = (folder: ReportFolder) => !!folder.reportDepannage?.modifiable;

const ACCEPTED_STATES: readonly string[] = [S.ACCEPTED, S.ACCEPTED_CONFIRMED];
const REPORTED_STATES: readonly string[] = [S.REPORT, S.REPORT_VALIDATED, S.VALORISATION_ACCEPTED];

/**
 * Spec 2 §4 'Rules by state'. The screen is read-only for an assisteur and for a closed folder
 * (both origins). A Nomad folder's report is moreover read-only when the assistance company has
 * not left it modifiable and the folder is not ACCEPTED or ACCEPTED_CONFIRMED — unless it is
 * REPORT, REPORT_VALIDATED or VALORISATION_ACCEPTED with valorisationModifiableAvantCloture.
 * Other folders follow the screen's read-only flag only.
 */
export function isReportReadOnly(folder: ReportFolder, viewer: ReportViewer = {}): boolean {
  if (viewer.isAssisteur || !isFolderEditable(folder)) return true;
  if (!isNomad(folder)) return false;
  if (isModifiable(folder) || ACCEPTED_STATES.includes(folder.folderState)) return false;
  return !(REPORTED_STATES.includes(folder.folderState) && !!folder.valorisationModifiableAvantCloture);
}

export const REPORT_READ_ONLY_MESSAGE = "Le rapport n'est plus modifiable.";
export const REPORT_LOCK_WARNING = 'Le rapport ne sera plus modifiable !';

/** The server's check before writing the report: 409 when it is read-only. */
export const reportWriteCheck = (folder: ReportFolder): RuleResult =>
  isReportReadOnly(folder) ? refuse(409, REPORT_READ_ONLY_MESSAGE) : OK;

/** Spec 2 §4: the states in which the Nomad report may be sent. */
export const REPORT_SENDABLE_STATES: readonly FolderState[] = [
  S.ACCEPTED,
  S.ACCEPTED_CONFIRMED,
  S.REPORT,
  S.REPORT_VALIDATED,
  S.VALORISATION_ACCEPTED,
  S.END_OF_MISSION,
];

export const SEND_REPORT_NOT_NOMAD_MESSAGE =
  "Seul le rapport d'un dossier reçu par Nomad peut être envoyé à l'assisteur";
export const SEND_REPORT_NO_MISSION_MESSAGE =
  "Le rapport ne peut pas être envoyé : le dossier n'a pas de mission";
export const sendReportStateMessage = (state: string) =>
  `Le rapport ne peut pas être envoyé : le dossier est à l'état ${stateLabel(state)}`;

/** What canSendReport reads of a folder (a Folder fits). */
export interface SendableFolder {
  creationOrigine: CreationOrigine | string;
  folderState: FolderState | string;
  missionId?: number | null;
  missionIntervention?: { id?: number | null } | null;
  interventionDepannage?: { faitGenerateur?: string | null } | null;
}

/**
 * Spec 2 §4: 'Envoyer le rapport Nomad' needs a Nomad folder with a mission, in one of
 * REPORT_SENDABLE_STATES, and a fait générateur whose code starts with N3 (spec 2 §5). The
 * checks run in that order; the first failing one is the reason. A missing or wrong fait
 * générateur is the user's input (400), the rest is the folder's state (409).
 */
export function canSendReport(folder: SendableFolder): RuleResult {
  if (!isNomad(folder)) return refuse(409, SEND_REPORT_NOT_NOMAD_MESSAGE);
  if ((folder.missionIntervention?.id ?? folder.missionId) == null)
    return refuse(409, SEND_REPORT_NO_MISSION_MESSAGE);
  if (!(REPORT_SENDABLE_STATES as readonly string[]).includes(folder.folderState))
    return refuse(409, sendReportStateMessage(folder.folderState));
  if (!isValidReportFaitGenerateur(folder.interventionDepannage?.faitGenerateur))
    return refuse(400, FAIT_GENERATEUR_REQUIRED_MESSAGE);
  return OK;
}

/**
 * The folder's state once the report is sent: the action table's REPORT where it allows it
 * (ACCEPTED, ACCEPTED_CONFIRMED, REPORT → REPORT); in the later states where sending is
 * allowed (a report sent again) the state does not change.
 */
export const stateAfterSendReport = (folder: SendableFolder & { cancellable?: boolean | null }) =>
  nextState(folder, FolderAction.REPORT) ?? (folder.folderState as FolderState);

export const REPORT_PDF_REFUSED_MESSAGE =
  "Le rapport du technicien demande un numéro d'ordre et un intervenant sur la mission";
/** Issue 20: what is missing, and where the operator fixes it. */
export const REPORT_PDF_NO_ORDER_MESSAGE =
  "Le rapport du technicien demande le numéro d'ordre du dossier (la référence de la mission donnée au chauffeur) : ce dossier n'en a pas.";
export const REPORT_PDF_NO_AGENT_MESSAGE =
  "Le rapport du technicien porte le numéro d'ordre du dossier (la référence de la mission donnée au chauffeur) et le nom de l'intervenant : choisissez l'intervenant dans « Véhicule de dépannage » (onglet Dossier), puis sauvegardez.";

/**
 * Spec 2 §2 Documents tab: 'Télécharger le rapport du technicien' and 'Ajouter le rapport du
 * technicien' need the folder's orderNo and an agent on the intervention mission; otherwise the
 * buttons are disabled and the server answers 409.
 */
export function canProduceReportPdf(folder: {
  orderNo?: string | null;
  agentId?: number | null;
  missionIntervention?: { agentId?: number | null } | null;
}): RuleResult {
  const agentId = folder.missionIntervention ? folder.missionIntervention.agentId : folder.agentId;
  if (!folder.orderNo?.trim()) return refuse(409, REPORT_PDF_NO_ORDER_MESSAGE);
  if (agentId == null) return refuse(409, REPORT_PDF_NO_AGENT_MESSAGE);
  return OK;
}

/**
 * Spec 2 §4 'Le rapport ne sera plus modifiable !', as issue 20 states it: shown wherever sending
 * the report would make it read-only — the report can be sent now (canSendReport's folder
 * checks, the fait générateur aside: the warning comes before it is chosen), is writable now,
 * and is read-only in the state sending leads to. Today that is a Nomad folder accepted with a
 * report the company did not leave modifiable, unless a valorisation may still change after the
 * report (valorisationModifiableAvantCloture keeps it writable in REPORT). Never for an assisteur.
 */
export function showReportLockWarning(
  folder: ReportFolder & SendableFolder,
  viewer: ReportViewer = {},
): boolean {
  if (viewer.isAssisteur || isReportReadOnly(folder, viewer)) return false;
  const sendable = canSendReport({
    ...folder,
    missionId: folder.missionId ?? 0,
    interventionDepannage: { faitGenerateur: 'N3.0.0' },
  });
  if (!sendable.ok) return false;
  return isReportReadOnly({ ...folder, folderState: stateAfterSendReport(folder) });
}
