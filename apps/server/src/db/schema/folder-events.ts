import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventOrigine, EventReplay, FolderEventSource } from '@plateau/contracts';
import { folders } from './folders.ts';

/** The folder's workflow ('Flux de travail'): one row per state change or mission move. */
export const folderEvents = pgTable(
  'folder_events',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    eventDateTime: timestamp('event_date_time', { withTimezone: true }).notNull().defaultNow(),
    recordDateTime: timestamp('record_date_time', { withTimezone: true }).notNull().defaultNow(),
    eventSource: text('event_source').$type<FolderEventSource>().notNull(),
    /** The folder or mission state code the event led to, and its label at the time. */
    state: text('state'),
    stateLabel: text('state_label'),
    creationOrigine: text('creation_origine').$type<EventOrigine>(),
    text: text('text'),
    positionText: text('position_text'),
    message: text('message'),
    userId: integer('user_id'),
    /** What re-applying an event received from outside needs (POST …/events/{eventId}); null otherwise. */
    replay: jsonb('replay').$type<EventReplay>(),
  },
  (t) => [index('folder_events_folder_idx').on(t.folderId, t.eventDateTime)],
);
