import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ConditionLinkChannel, ConditionStage, DamageDiagram, PhotoSlot } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { bytea, folderDocuments } from './folder-documents.ts';
import { folders } from './folders.ts';
import { missions } from './missions.ts';

/** What the driver wrote on a PV besides the diagram and the signature (issue 33). */
export interface ConditionDetails {
  plate: string | null;
  vin: string | null;
  mileage: number | null;
  fuelLevel: number | null;
  objectsLeft: string | null;
  keys: string | null;
  customerRemarks: string | null;
  customerAbsent: boolean;
  signerName: string | null;
}

/** The procès-verbal of a mission at pickup and at delivery: one row per stage, replaced when sent again. */
export const vehicleConditionReports = pgTable(
  'vehicle_condition_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ConditionStage>().notNull(),
    details: jsonb('details').$type<ConditionDetails>().notNull(),
    diagram: jsonb('diagram').$type<DamageDiagram>().notNull(),
    /** New damage or a worse state at delivery: the folder list's « dommage signalé ». */
    damageReported: boolean('damage_reported').notNull().default(false),
    photosSkippedReason: text('photos_skipped_reason'),
    signaturePng: bytea('signature_png'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The PDF made after this stage (the folder's document « PV … .pdf »), replaced when the PV comes again. */
    pdfDocumentId: integer('pdf_document_id'),
    /** When the customer's link went out (SMS or e-mail); a PV sent again does not send it twice. */
    copySentAt: timestamp('copy_sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('vehicle_condition_reports_mission_stage').on(t.missionId, t.stage),
    index('vehicle_condition_reports_folder_idx').on(t.folderId),
    // Named by hand: the generated name has 64 characters, one more than PostgreSQL keeps.
    foreignKey({
      name: 'vehicle_condition_reports_pdf_document_fk',
      columns: [t.pdfDocumentId],
      foreignColumns: [folderDocuments.id],
    }).onDelete('set null'),
  ],
);

/** The photo filling a slot of a PV (a document of the folder); a slot taken again keeps the latest. */
export const vehicleConditionPhotos = pgTable(
  'vehicle_condition_photos',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ConditionStage>().notNull(),
    slot: text('slot').$type<PhotoSlot>().notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => folderDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.stage, t.slot] })],
);

/**
 * The photo of one mark of a PV's diagram (a document of the folder), by the mark's id made on the
 * phone: the photo may reach the server before the PV or after it; taken again, the latest stays.
 * The server fills each mark's `photoId` from here, never from what the client sent.
 */
export const vehicleConditionMarkPhotos = pgTable(
  'vehicle_condition_mark_photos',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ConditionStage>().notNull(),
    markId: text('mark_id').notNull(),
    documentId: integer('document_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.stage, t.markId] }),
    // Named by hand: the generated name has 64 characters, one more than PostgreSQL keeps.
    foreignKey({
      name: 'vehicle_condition_mark_photos_document_fk',
      columns: [t.documentId],
      foreignColumns: [folderDocuments.id],
    }).onDelete('cascade'),
  ],
);

/** An account's required photos ('' = every folder), and what an assisteur adds on its folders. */
export const requiredPhotoLists = pgTable(
  'required_photo_lists',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assistanceProvider: text('assistance_provider').notNull(),
    slots: jsonb('slots').$type<PhotoSlot[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.assistanceProvider] })],
);

/**
 * A public link to a mission's PV (the customer's by SMS or e-mail, the assisteur's with the report, one the
 * operator copied): 32 random bytes of which only the SHA-256 is kept, expiring.
 */
export const vehicleConditionLinks = pgTable(
  'vehicle_condition_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel').$type<ConditionLinkChannel>().notNull(),
    recipient: text('recipient'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vehicle_condition_links_mission_idx').on(t.missionId)],
);
