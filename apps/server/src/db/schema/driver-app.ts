import { boolean, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';
import { missions } from './missions.ts';

/** The report a driver fills on the spot, signed by the customer (issue 21): one per mission. */
export const driverReports = pgTable('driver_reports', {
  missionId: integer('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  km: real('km'),
  lieuInterventionCorrect: boolean('lieu_intervention_correct'),
  lieuLivraisonCorrect: boolean('lieu_livraison_correct'),
  remarks: text('remarks'),
  signerName: text('signer_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signaturePng: bytea('signature_png').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
