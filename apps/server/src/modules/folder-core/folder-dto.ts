import {
  Attelage,
  creationOrigineLabels,
  InterventionDepannage,
  missionDisplayLabel,
  Place,
  stateLabel,
  Vehicule,
  type Folder,
  type FolderDocument,
  type FolderMessage,
  type FolderMission,
} from '@plateau/contracts';
import { MissionKind } from '@plateau/contracts';
import type { FolderMessageRow, FolderRow, MissionRow } from './folders.repository.ts';
import { complete, iso } from '../../lib/dto-helpers.ts';

export function toFolderMission(row: MissionRow): FolderMission {
  return {
    id: row.id,
    kind: row.kind,
    orderNo: row.orderNo,
    missionState: row.missionState,
    missionStateLabel: missionDisplayLabel(row.missionState, row.steps),
    creationDateTime: row.creationDateTime.toISOString(),
    truckId: row.truckId,
    agentId: row.agentId,
    missionDateTime: iso(row.missionDateTime),
    externalMissionNo: row.externalMissionNo,
    contactInfo: row.contactInfo,
    contactPhone: row.contactPhone,
    text: row.text,
    destinationPlace: complete(Place, row.destinationPlace),
    statistic: row.statistic ?? null,
    steps: row.steps,
  };
}

export const toFolderMessage = (row: FolderMessageRow): FolderMessage => ({
  id: row.id,
  creationDateTime: row.creationDateTime.toISOString(),
  provenance: row.provenance,
  author: row.author,
  message: row.message,
  markAsRead: row.markAsRead,
});

/** The whole folder, as GET /api/folders/{id} answers it. */
export function toFolderDto(
  row: FolderRow,
  missions: MissionRow[],
  messages: FolderMessageRow[],
  documents: FolderDocument[] = [],
): Folder {
  const intervention = missions.find((m) => m.kind === MissionKind.INTERVENTION) ?? null;
  const relivraison = missions.find((m) => m.kind === MissionKind.RELIVRAISON) ?? null;
  const missionIntervention = intervention && toFolderMission(intervention);
  return {
    id: row.id,
    accountId: row.accountId,
    version: row.version,
    orderNo: row.orderNo,
    folderState: row.folderState,
    folderStateLabel: stateLabel(row.folderState),
    creationOrigine: row.creationOrigine,
    creationOrigineLabel: creationOrigineLabels[row.creationOrigine],
    creationDateTime: row.creationDateTime.toISOString(),
    externalNumber: row.externalNumber,
    externalFolderNo: row.externalNumber,
    origineNumber: row.origineNumber,
    assistanceProvider: row.assistanceProvider,
    cancellable: row.cancellable,
    missionId: missionIntervention?.id ?? null,
    missionState: missionIntervention?.missionState ?? null,
    missionStateLabel: missionIntervention?.missionStateLabel ?? null,
    missionDateTime: missionIntervention?.missionDateTime ?? null,
    missionExternalNumber: missionIntervention?.externalMissionNo ?? null,
    destinationPlace: missionIntervention?.destinationPlace ?? null,
    truckId: missionIntervention?.truckId ?? null,
    agentId: missionIntervention?.agentId ?? null,
    customerName: row.customerName,
    city: row.city,
    registration: row.registration,
    contactInfo: row.contactInfo,
    contactPhone: row.contactPhone,
    anonymisedAt: iso(row.anonymisedAt),
    confirmationRequise: row.confirmationRequise,
    messagesAllowed: row.messagesAllowed,
    propositionInitiale: row.propositionInitiale,
    customerPlace: complete(Place, row.customerPlace),
    messages: messages.map(toFolderMessage),
    documents,
    numeroFacture: row.numeroFacture,
    numeroFactureObligatoire: row.numeroFactureObligatoire,
    estFacturable: row.estFacturable,
    valorisationState: row.valorisationState,
    valorisationInitiale: row.valorisationInitiale,
    valorisation: row.valorisation ?? null,
    valorisationPropositions: row.valorisationPropositions,
    confirmationValorisation: row.confirmationValorisation,
    valorisationModifiableAvantCloture: row.valorisationModifiableAvantCloture,
    reportDepannage: row.reportDepannage ?? null,
    missionIntervention,
    missionRelivraison: relivraison && toFolderMission(relivraison),
    interventionDepannage: complete(InterventionDepannage, row.interventionDepannage),
    vehicule: complete(Vehicule, row.vehicule),
    attelage: complete(Attelage, row.attelage),
    acceptation: row.acceptation ?? null,
  };
}
