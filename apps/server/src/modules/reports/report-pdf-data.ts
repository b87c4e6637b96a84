import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  MissionKind,
  natureInterventionLabels,
  recordedReportTime,
  reportLayout,
  REPORT_SECTION_TITLES,
  stateLabel,
  type MissionReport,
  type ReportPlace,
  signatureRefusal,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, agents, driverReports, folderDocuments, trucks } from '../../db/schema/index.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { pngDimensions } from '../../lib/png-dimensions.ts';
import { findFolderMissions, type FolderRow } from '../folder-core/index.ts';
import type { ReportPdfData } from './report-pdf.ts';

/** The report shows at most this many photos (a folder holds up to 100 documents). */
const MAX_PHOTOS = 24;

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

function placeText(place: Partial<ReportPlace> | null | undefined): string | null {
  if (!place) return null;
  return joined(place.line1, place.line2, place.line3, place.zipCode, place.city) || null;
}

const km = (value: number | null | undefined) =>
  value == null ? '—' : `${value.toLocaleString('fr-FR')} km`;

/** Everything the technician's report shows, read from the folder, its mission and its documents. */
export async function reportPdfData(db: DbOrTx, folder: FolderRow, now = new Date()): Promise<ReportPdfData> {
  const { missions, mission, account, agent, truck } = await interventionParties(db, folder);
  const photos = await db
    .select({ filename: folderDocuments.filename, jpeg: folderDocuments.thumbnail })
    .from(folderDocuments)
    .where(
      and(
        eq(folderDocuments.accountId, folder.accountId),
        eq(folderDocuments.folderId, folder.id),
        isNotNull(folderDocuments.thumbnail),
      ),
    )
    .orderBy(asc(folderDocuments.id))
    .limit(MAX_PHOTOS);

  const nature = folder.interventionDepannage?.nature ?? null;
  const layout = reportLayout(nature);
  const report = folder.reportDepannage;
  const missionOf = (key: string) =>
    missions.find(
      (m) => m.kind === (key === 'relivraisonReport' ? MissionKind.RELIVRAISON : MissionKind.INTERVENTION),
    );
  const steps = layout.steps.map((step) => {
    const place = (report?.[step.report] as Partial<MissionReport> | null | undefined)?.[step.place] as
      | Partial<ReportPlace>
      | null
      | undefined;
    // The same time the Rapport tab shows: the one entered, else the driver's recorded step.
    const date = recordedReportTime(step.place, place?.date, missionOf(step.report)?.steps);
    return {
      section: REPORT_SECTION_TITLES[step.report],
      label: step.label,
      date: date ? formatParisDateTime(date) : null,
      place: placeText(place),
    };
  });
  const intervention = report?.interventionReport;
  const address = account?.place;
  const customer = folder.customerPlace;
  const vehicle = folder.vehicule;

  return {
    account: {
      name: account?.name ?? '',
      address: [joined(address?.line1, address?.line2), joined(address?.zipCode, address?.city)].filter(
        Boolean,
      ),
    },
    orderNo: folder.orderNo,
    externalNumber: folder.externalNumber,
    folderState: stateLabel(folder.folderState),
    nature: nature ? natureInterventionLabels[nature] : null,
    createdAt: folder.creationDateTime,
    missionOrderNo: mission?.orderNo ?? null,
    agent: agent?.name ?? null,
    truck: truck ? joined(truck.name, truck.plate ? `(${truck.plate})` : null) : null,
    customer: [
      joined(customer?.contactFirstname, customer?.contactName),
      customer?.contactPhone ?? '',
      joined(customer?.line1, customer?.line2),
      joined(customer?.zipCode, customer?.city),
    ].filter((line) => line.trim()),
    vehicle: [
      ['Immatriculation', vehicle?.immatriculation ?? '—'],
      ['Marque et modèle', joined(vehicle?.marque, vehicle?.modele) || '—'],
      ['Couleur', vehicle?.couleur ?? '—'],
    ],
    steps,
    km: intervention
      ? [
          ['Kilométrage total', km(intervention.kmTotal)],
          ...(folder.interventionDepannage?.kmSupplAutorises
            ? ([['Kilomètres supplémentaires', km(intervention.kmSupplementaire)]] as Array<[string, string]>)
            : []),
        ]
      : [],
    motif: layout.motif ? (intervention?.motifDeplacementPourRien ?? null) : null,
    photos: photos.flatMap((p) => (p.jpeg ? [{ filename: p.filename, jpeg: p.jpeg }] : [])),
    signatures: missions.length
      ? (
          await db
            .select()
            .from(driverReports)
            .where(
              and(
                eq(driverReports.accountId, folder.accountId),
                inArray(
                  driverReports.missionId,
                  missions.map((m) => m.id),
                ),
              ),
            )
            .orderBy(asc(driverReports.signedAt))
        ).map((r) => ({
          signerName: r.signerName,
          signedAt: r.signedAt,
          km: r.km,
          remarks: r.remarks,
          png: signatureRefusal(r.signaturePng.length, pngDimensions(r.signaturePng)) ? null : r.signaturePng,
        }))
      : [],
    generatedAt: now,
  };
}

/** The folder's intervention mission, its account, and the driver and truck it names (report and job sheet). */
export async function interventionParties(db: DbOrTx, folder: { id: number; accountId: number }) {
  const missions = await findFolderMissions(db, folder.id);
  const mission = missions.find((m) => m.kind === MissionKind.INTERVENTION) ?? null;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, folder.accountId));
  const [agent] = mission?.agentId
    ? await db.select({ name: agents.name }).from(agents).where(eq(agents.id, mission.agentId))
    : [];
  const [truck] = mission?.truckId
    ? await db
        .select({ name: trucks.name, plate: trucks.licensePlate })
        .from(trucks)
        .where(eq(trucks.id, mission.truckId))
    : [];
  return { missions, mission, account, agent, truck };
}
