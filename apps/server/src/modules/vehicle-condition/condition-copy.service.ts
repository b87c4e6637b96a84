import { and, eq } from 'drizzle-orm';
import {
  ConditionStage,
  conditionCopyMail,
  conditionCopySmsText,
  EventType,
  normalizePhone,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  folderDocuments,
  folders,
  missions,
  vehicleConditionReports,
} from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { queueSms } from '../notifications/index.ts';
import { newConditionLink } from './condition-links.ts';
import { missionConditionPdf } from './public-condition.service.ts';

/** After a PV is signed: its PDF becomes a folder document, and the customer receives a link to it. */
export const CONDITION_COPY_JOB = 'vehicle-condition.copy';
export interface ConditionCopyJob {
  missionId: number;
  stage: ConditionStage;
}

const pdfFilename = (orderNo: string, stage: ConditionStage) =>
  `PV-${stage === 'pickup' ? 'prise-en-charge' : 'livraison'}-${orderNo}.pdf`;

/**
 * The stage's PDF as a folder document, replacing the one made before (a PV sent again from the phone).
 * The pickup's PDF holds the pickup alone; the delivery's holds both, its new damage in red. Answers the
 * PV's row, or null when there is none.
 */
export async function attachConditionPdf(
  db: DbOrTx,
  target: {
    mission: { id: number; orderNo: string };
    folder: { id: number; accountId: number };
  },
  stage: ConditionStage,
  now = new Date(),
) {
  const { mission, folder } = target;
  const pdf = await missionConditionPdf(
    db,
    mission.id,
    now,
    stage === 'pickup' ? ['pickup'] : ConditionStage,
  );
  return db.transaction(async (tx) => {
    // Locked: two copies of one PV (a replay) replace the document one after the other, none left behind.
    const [current] = await tx
      .select()
      .from(vehicleConditionReports)
      .where(and(eq(vehicleConditionReports.missionId, mission.id), eq(vehicleConditionReports.stage, stage)))
      .for('update');
    if (!current) return null;
    const [document] = await tx
      .insert(folderDocuments)
      .values({
        accountId: folder.accountId,
        folderId: folder.id,
        filename: pdfFilename(mission.orderNo, stage),
        contentType: 'application/pdf',
        size: pdf.length,
        content: Buffer.from(pdf),
      })
      .returning({ id: folderDocuments.id });
    await tx
      .update(vehicleConditionReports)
      .set({ pdfDocumentId: document!.id })
      .where(eq(vehicleConditionReports.id, current.id));
    if (current.pdfDocumentId !== null)
      await tx
        .delete(folderDocuments)
        .where(and(eq(folderDocuments.id, current.pdfDocumentId), eq(folderDocuments.folderId, folder.id)));
    await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
    return current;
  });
}

/**
 * The job, safe to run again: the stage's PDF (attachConditionPdf), then the customer's copy, once (the SMS
 * journal's key, then copySentAt). No phone nor e-mail: no copy; the operator can still copy a link.
 */
export async function deliverConditionCopy(app: FastifyInstance, job: ConditionCopyJob, now = new Date()) {
  const [row] = await app.db
    .select({ mission: missions, folder: folders, accountName: accounts.name, smsSender: accounts.smsSender })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .where(eq(missions.id, job.missionId));
  if (!row) return;
  const { mission, folder } = row;
  const report = await attachConditionPdf(app.db, { mission, folder }, job.stage, now);
  if (!report || report.copySentAt) return;

  const place = folder.customerPlace ?? {};
  const phone = normalizePhone(mission.contactPhone ?? place.contactPhone ?? folder.contactPhone ?? '');
  const email = place.contactEmail?.trim() || null;
  const plate = report.details.plate;
  const link = (channel: 'SMS' | 'EMAIL', recipient: string) =>
    newConditionLink(app.db, app.config.publicUrl, {
      accountId: folder.accountId,
      missionId: mission.id,
      channel,
      recipient,
    });
  if (phone) {
    const { url } = await link('SMS', phone);
    await queueSms(app, {
      accountId: folder.accountId,
      missionId: mission.id,
      kind: 'CONDITION_REPORT',
      dedupKey: `condition:${mission.id}:${job.stage}`,
      phone,
      sender: row.smsSender,
      text: conditionCopySmsText(row.accountName, job.stage, plate, url),
    });
  }
  if (email) {
    const { url } = await link('EMAIL', email);
    // A mail server failure throws: pg-boss tries again (the SMS above is not queued twice: its key).
    await app.mailer.send({ to: [email], ...conditionCopyMail(row.accountName, job.stage, plate, url) });
  }
  await app.db
    .update(vehicleConditionReports)
    .set({ copySentAt: now })
    .where(eq(vehicleConditionReports.id, report.id));
}

/** Queued once a PV is saved (by the driver app or the demo's simulated drivers). */
export const queueConditionCopy = (app: FastifyInstance, job: ConditionCopyJob) =>
  app.jobs.send<ConditionCopyJob>(CONDITION_COPY_JOB, job);
