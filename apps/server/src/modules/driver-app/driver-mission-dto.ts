import {
  assistanceProviderLabels,
  centsToNumber,
  isMissionOnTheRoad,
  messageRefusal,
  missionDisplayLabel,
  natureInterventionLabels,
  Place,
  reportLayout,
  roadsideCash,
  type DriverMission,
  type DriverMissionCash,
} from '@plateau/contracts';
import { complete, iso } from '../../lib/dto-helpers.ts';
import type { DriverMissionRow } from './driver-app.repository.ts';
import type { FolderInvoiceCash } from './driver-cash.repository.ts';

/** What « Encaisser » offers on the mission's folder (issue 29 §2). */
function cashOf(folder: DriverMissionRow['folder'], invoice: FolderInvoiceCash | null): DriverMissionCash {
  const cash = roadsideCash({
    assistanceProvider: folder.assistanceProvider ?? null,
    estFacturable: folder.estFacturable,
    valorisationState: folder.valorisationState ?? null,
    valorisation: folder.valorisation ?? null,
    invoice,
  });
  return {
    amountDue: cash.amountDueCents === null ? null : centsToNumber(cash.amountDueCents),
    invoiceCode: cash.invoiceCode,
    refusal: cash.refusal,
  };
}

/** A mission as the driver's phone reads it: what to do, where, for whom, and what was done. */
export function toDriverMission(
  { mission, folder, photoCount, report }: DriverMissionRow,
  invoice: FolderInvoiceCash | null = null,
): DriverMission {
  const intervention = folder.interventionDepannage ?? {};
  const nature = intervention.nature ?? null;
  const questions = reportLayout(nature)
    .steps.map((step) => step.question?.field)
    .filter((field) => field !== undefined);
  return {
    id: mission.id,
    folderId: folder.id,
    kind: mission.kind,
    orderNo: mission.orderNo,
    missionState: mission.missionState,
    missionStateLabel: missionDisplayLabel(mission.missionState, mission.steps),
    missionDateTime: iso(mission.missionDateTime),
    sentDateTime: iso(mission.sentDateTime),
    onTheRoad: isMissionOnTheRoad(mission.missionState),
    nature,
    natureLabel: nature ? (natureInterventionLabels[nature] ?? null) : null,
    reportQuestions: [...new Set(questions)],
    customerPlace: complete(Place, folder.customerPlace),
    destinationPlace: complete(Place, mission.destinationPlace),
    vehicle: {
      marque: folder.vehicule?.marque ?? null,
      modele: folder.vehicule?.modele ?? null,
      immatriculation: folder.vehicule?.immatriculation ?? null,
      couleur: folder.vehicule?.couleur ?? null,
    },
    callerName: intervention.nomAppelant ?? null,
    callerPhone: intervention.telephoneAppelant ?? mission.contactPhone ?? null,
    assistanceProvider: folder.assistanceProvider ?? null,
    assistanceProviderLabel: folder.assistanceProvider
      ? (assistanceProviderLabels[folder.assistanceProvider] ?? null)
      : null,
    externalFolderNo: folder.externalNumber ?? null,
    externalMissionNo: mission.externalMissionNo ?? null,
    text: mission.text ?? null,
    steps: mission.steps,
    latestStepRecordedAt: iso(mission.stepRecordedAt),
    messagesAllowed: messageRefusal(folder) === null,
    photoCount,
    report: report?.signerName
      ? { km: report.km ?? null, signerName: report.signerName, signedAt: iso(report.signedAt) }
      : null,
    cash: cashOf(folder, invoice),
  };
}
