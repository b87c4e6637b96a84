import { and, eq } from 'drizzle-orm';
import { assistanceProviderLabels, natureInterventionLabels, type Place } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { folderNotFound, folderReadScope } from '../folder-core/index.ts';
import { driverDocumentLines } from '../pricing/index.ts';
import { buildJobSheetPdf, type JobSheetData } from './job-sheet-pdf.ts';
import { interventionParties } from './report-pdf-data.ts';

export const JOB_SHEET_NO_ORDER_MESSAGE =
  "La fiche d'intervention demande le numéro d'ordre du dossier : ce dossier n'en a pas.";
export const jobSheetFilename = (orderNo: string) => `Fiche-intervention-${orderNo}.pdf`;

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

const placeText = (place: Partial<Place> | null | undefined) =>
  place
    ? joined(place.companyName, place.line1, place.line2, place.line3, place.zipCode, place.city) ||
      place.descriptionLieu ||
      null
    : null;

const STEPS = [
  ['started', 'Départ'],
  ['arrivedAtDestination', 'Arrivée sur place'],
  ['departureFromDestination', 'Départ du lieu'],
  ['finished', 'Fin de mission'],
] as const;

/**
 * GET /api/folders/{id}/jobSheet (issue 20 §1): the printable job sheet of a folder the caller
 * reads, drawn from the folder as it is now; 409 when the folder has no order number.
 */
export async function jobSheetPdf(
  db: Db,
  auth: AuthContext,
  folderId: number,
  now = new Date(),
): Promise<{ filename: string; bytes: Uint8Array }> {
  const [folder] = await db
    .select()
    .from(folders)
    .where(and(await folderReadScope(db, auth), eq(folders.id, folderId)));
  if (!folder) throw folderNotFound();
  if (!folder.orderNo?.trim()) throw new Conflict(JOB_SHEET_NO_ORDER_MESSAGE);
  const { mission, account, agent, truck } = await interventionParties(db, folder);
  const customer = folder.customerPlace;
  const vehicle = folder.vehicule;
  const address = account?.place;
  const nature = folder.interventionDepannage?.nature ?? null;
  const steps = (mission?.steps ?? {}) as Partial<Record<string, { dateTime?: string } | undefined>>;
  const data: JobSheetData = {
    account: {
      name: account?.name ?? '',
      address: [joined(address?.line1, address?.line2), joined(address?.zipCode, address?.city)].filter(
        Boolean,
      ),
    },
    orderNo: folder.orderNo,
    missionOrderNo: mission?.orderNo ?? null,
    externalNumber: folder.externalNumber,
    assistanceProvider: folder.assistanceProvider
      ? assistanceProviderLabels[folder.assistanceProvider]
      : null,
    nature: nature ? natureInterventionLabels[nature] : null,
    createdAt: folder.creationDateTime,
    missionDateTime: mission?.missionDateTime ?? null,
    agent: agent?.name ?? null,
    truck: truck ? joined(truck.name, truck.plate ? `(${truck.plate})` : null) : null,
    customer: {
      name: joined(customer?.contactFirstname, customer?.contactName) || customer?.companyName || null,
      phone: customer?.contactPhone ?? null,
    },
    vehicle: [
      ['Immatriculation', vehicle?.immatriculation ?? '—'],
      ['Marque et modèle', joined(vehicle?.marque, vehicle?.modele) || '—'],
      ['Couleur', vehicle?.couleur ?? '—'],
      ['Carburant', vehicle?.typeCarburant ?? '—'],
    ],
    interventionPlace: placeText(customer),
    destinationPlace: placeText(mission?.destinationPlace),
    missionText: mission?.text?.trim() || null,
    prestations: await driverDocumentLines(db, folder.accountId, folder.id),
    times: STEPS.map(([step, label]) => {
      const at = steps[step]?.dateTime;
      return [label, at ? formatParisDateTime(at) : null];
    }),
    generatedAt: now,
  };
  return { filename: jobSheetFilename(folder.orderNo), bytes: await buildJobSheetPdf(data) };
}
