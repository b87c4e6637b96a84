import { eq, inArray, sql } from 'drizzle-orm';
import { identifierMatcher, type PersonQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agents,
  driverReports,
  folderDocuments,
  folderImports,
  folders,
  invoices,
  legalEntities,
  missions,
  smsMessages,
  users,
  yardEntries,
} from '../../db/schema/index.ts';
import { personIdentifiers } from './person-identifiers.ts';
import type { PersonFindings } from './person-search.ts';

/** What the keys of data.json hold: written into the file itself, so it documents itself. */
export const EXPORT_KEYS = {
  format: 'Version du format de ce fichier.',
  generatedAt: 'Date de l’export (ISO 8601, UTC).',
  query: 'La recherche qui a trouvé la personne (nom, téléphone, e-mail ou immatriculation).',
  folders:
    'Dossiers de dépannage où la personne apparaît : lieu et contact (customerPlace), véhicule, attelage, intervention, rapport, missions et documents.',
  'folders[].missions':
    'Missions du dossier : contact, texte, lieu de destination, étapes et positions du camion.',
  'folders[].missions[].report':
    'Rapport signé sur place : signataire, remarques, date ; signature est le chemin de l’image dans cette archive.',
  imports:
    'Fichiers CSV refusés dont une valeur nomme la personne : nom du fichier, ligne, colonne, valeur et motif.',
  'folders[].documents': 'Photos et documents du dossier ; file est leur chemin dans cette archive.',
  customers: 'Fiches client : adresses et contacts.',
  invoices: 'Factures et avoirs qui nomment la personne (en-tête, adresse de facturation, montants).',
  sms: 'SMS envoyés ou prévus vers la personne : numéro, texte, état et dates.',
  drivers: 'Chauffeurs de l’entreprise : nom et téléphone.',
  users: 'Utilisateurs de Plateau : identifiant, nom, e-mail et rôle.',
  yard: 'Véhicules de la fourrière : propriétaire, véhicule, dates d’entrée et de sortie, personne qui l’a repris.',
};

export interface ExportDocument {
  path: string;
  content: Buffer;
}

/** Everything found about the person, as data.json holds it, and their documents' bytes. */
export async function exportContent(
  db: DbOrTx,
  accountId: number,
  query: PersonQuery,
  found: PersonFindings,
) {
  const folderIds = found.folders.map((f) => f.id);
  const folderRows = folderIds.length
    ? await db.select().from(folders).where(inArray(folders.id, folderIds))
    : [];
  const missionRows = folderIds.length
    ? await db.select().from(missions).where(inArray(missions.folderId, folderIds))
    : [];
  const documentIds = found.documents.map((d) => d.id);
  const documentRows = documentIds.length
    ? await db.select().from(folderDocuments).where(inArray(folderDocuments.id, documentIds))
    : [];
  const documents: ExportDocument[] = documentRows.map((d) => ({
    path: `documents/${d.id}-${d.filename.replace(/[/\\]/g, '_')}`,
    content: d.content,
  }));
  const pathOf = new Map(documentRows.map((d, i) => [d.id, documents[i]!.path]));
  const reportRows = missionRows.length
    ? await db
        .select()
        .from(driverReports)
        .where(
          inArray(
            driverReports.missionId,
            missionRows.map((m) => m.id),
          ),
        )
    : [];
  const signatureOf = new Map<number, string>();
  for (const r of reportRows)
    if (r.signaturePng.length) {
      signatureOf.set(r.missionId, `signatures/mission-${r.missionId}.png`);
      documents.push({ path: signatureOf.get(r.missionId)!, content: r.signaturePng });
    }
  const reportOf = (missionId: number) => {
    const r = reportRows.find((row) => row.missionId === missionId);
    return r
      ? {
          signerName: r.signerName,
          remarks: r.remarks,
          signedAt: r.signedAt.toISOString(),
          km: r.km,
          signature: signatureOf.get(missionId) ?? null,
        }
      : null;
  };
  const holdsPerson = identifierMatcher(await personIdentifiers(db, query, found));
  const importRows = await db
    .select({ filename: folderImports.filename, problems: folderImports.problems })
    .from(folderImports)
    .where(eq(folderImports.accountId, accountId));
  const imports = importRows.flatMap((i) =>
    (i.problems ?? [])
      .filter((p) => p.value !== undefined && holdsPerson(p.value))
      .map((p) => ({ filename: i.filename, ...p })),
  );
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  const pick = async <T>(rows: Array<{ id: number }>, read: (ids: number[]) => Promise<T[]>) =>
    rows.length ? read(ids(rows)) : [];
  const data = {
    format: 'plateau-donnees-personnelles/1',
    generatedAt: new Date().toISOString(),
    keys: EXPORT_KEYS,
    folders: folderRows.map((f) => ({
      id: f.id,
      orderNo: f.orderNo,
      creationDateTime: f.creationDateTime.toISOString(),
      folderState: f.folderState,
      customerPlace: f.customerPlace,
      contactInfo: f.contactInfo,
      contactPhone: f.contactPhone,
      vehicule: f.vehicule,
      attelage: f.attelage,
      interventionDepannage: f.interventionDepannage,
      reportDepannage: f.reportDepannage,
      missions: missionRows
        .filter((m) => m.folderId === f.id)
        .map((m) => ({
          kind: m.kind,
          missionDateTime: m.missionDateTime?.toISOString() ?? null,
          contactInfo: m.contactInfo,
          contactPhone: m.contactPhone,
          text: m.text,
          destinationPlace: m.destinationPlace,
          steps: m.steps,
          positions: m.positions,
          report: reportOf(m.id),
        })),
      documents: documentRows
        .filter((d) => d.folderId === f.id)
        .map((d) => ({ filename: d.filename, contentType: d.contentType, file: pathOf.get(d.id) })),
    })),
    customers: await pick(found.customers, (list) =>
      db
        .select({
          code: legalEntities.code,
          headQuarterPlace: legalEntities.headQuarterPlace,
          facturationPlace: legalEntities.facturationPlace,
          contactPlace1: legalEntities.contactPlace1,
          contactPlace2: legalEntities.contactPlace2,
        })
        .from(legalEntities)
        .where(inArray(legalEntities.id, list)),
    ),
    invoices: await pick(found.invoices, (list) =>
      db
        .select({
          code: invoices.code,
          kind: invoices.kind,
          state: invoices.state,
          date: invoices.date,
          companyName: invoices.companyName,
          contactFirstname: invoices.contactFirstname,
          contactName: invoices.contactName,
          billingPlace: invoices.billingPlace,
          totalTTC: invoices.totalTTC,
        })
        .from(invoices)
        .where(inArray(invoices.id, list)),
    ),
    sms: await pick(found.sms, (list) =>
      db
        .select({
          createdAt: sql<string>`${smsMessages.createdAt}::text`,
          phone: smsMessages.phone,
          text: smsMessages.text,
          status: smsMessages.status,
        })
        .from(smsMessages)
        .where(inArray(smsMessages.id, list)),
    ),
    drivers: await pick(found.drivers, (list) =>
      db.select({ name: agents.name, phone: agents.phone }).from(agents).where(inArray(agents.id, list)),
    ),
    imports,
    users: await pick(found.users, (list) =>
      db
        .select({ login: users.login, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.id, list)),
    ),
    yard: await pick(found.yardEntries, (list) =>
      db
        .select({
          plate: yardEntries.plate,
          owner: yardEntries.owner,
          removedAt: sql<string>`${yardEntries.removedAt}::text`,
          exitAt: sql<string | null>`${yardEntries.exitAt}::text`,
          takerName: sql<string | null>`${yardEntries.release}->>'takerName'`,
          takerAddress: sql<string | null>`${yardEntries.release}->>'takerAddress'`,
          identityNumber: sql<string | null>`${yardEntries.release}->>'identityNumber'`,
        })
        .from(yardEntries)
        .where(inArray(yardEntries.id, list)),
    ),
  };
  return { data, documents };
}

export type ExportData = Awaited<ReturnType<typeof exportContent>>['data'];
