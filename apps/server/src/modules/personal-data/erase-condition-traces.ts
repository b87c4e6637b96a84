import { eq, inArray } from 'drizzle-orm';
import { ANONYMISED } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { folderDocuments, vehicleConditionLinks, vehicleConditionReports } from '../../db/schema/index.ts';

/**
 * What a vehicle's PV keeps of a person (issue 33): the name they signed under, their remarks, their signature,
 * the PV's PDF that prints them, and the phone or e-mail its link went to. The diagram, the photos' slots and
 * the times stay: they describe the vehicle, not the person. Returns how many rows changed.
 */
export async function eraseConditionTraces(
  tx: Tx,
  accountId: number,
  missionIds: number[],
  holdsPerson: (text: string) => boolean,
): Promise<number> {
  const reports = await tx
    .select({
      id: vehicleConditionReports.id,
      missionId: vehicleConditionReports.missionId,
      details: vehicleConditionReports.details,
      pdfDocumentId: vehicleConditionReports.pdfDocumentId,
    })
    .from(vehicleConditionReports)
    .where(eq(vehicleConditionReports.accountId, accountId));
  const theirs = reports.filter(
    (row) =>
      missionIds.includes(row.missionId) ||
      holdsPerson(row.details.signerName ?? '') ||
      holdsPerson(row.details.customerRemarks ?? ''),
  );
  for (const report of theirs)
    await tx
      .update(vehicleConditionReports)
      .set({
        details: {
          ...report.details,
          signerName: report.details.signerName === null ? null : ANONYMISED,
          customerRemarks: null,
        },
        // An empty signature is an erased signer's, as on the intervention report.
        signaturePng: Buffer.alloc(0),
      })
      .where(eq(vehicleConditionReports.id, report.id));
  const pdfIds = theirs.flatMap((report) => report.pdfDocumentId ?? []);
  if (pdfIds.length) await tx.delete(folderDocuments).where(inArray(folderDocuments.id, pdfIds));
  const links = await tx
    .select({
      id: vehicleConditionLinks.id,
      missionId: vehicleConditionLinks.missionId,
      recipient: vehicleConditionLinks.recipient,
    })
    .from(vehicleConditionLinks)
    .where(eq(vehicleConditionLinks.accountId, accountId));
  const theirLinks = links
    .filter(
      (link) =>
        link.recipient !== null && (missionIds.includes(link.missionId) || holdsPerson(link.recipient)),
    )
    .map((link) => link.id);
  if (theirLinks.length)
    await tx
      .update(vehicleConditionLinks)
      .set({ recipient: ANONYMISED })
      .where(inArray(vehicleConditionLinks.id, theirLinks));
  return theirs.length + theirLinks.length;
}
