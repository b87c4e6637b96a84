import { z } from 'zod';
import { CreationOrigineCode } from '../referentials/codes.ts';
import { dateTime } from './fields.ts';

/** What an event of the 'Flux de travail' tab is about. */
export const FolderEventSourceCode = ['FOLDER', 'MISSION_INTERVENTION', 'MISSION_RELIVRAISON'] as const;
export const FolderEventSource = {
  FOLDER: 'FOLDER',
  MISSION_INTERVENTION: 'MISSION_INTERVENTION',
  MISSION_RELIVRAISON: 'MISSION_RELIVRAISON',
} as const;
export type FolderEventSource = (typeof FolderEventSourceCode)[number];
export const folderEventSourceLabels: { readonly [K in FolderEventSource]: string } = {
  FOLDER: 'Dossier',
  MISSION_INTERVENTION: 'Intervention',
  MISSION_RELIVRAISON: 'Relivraison',
};

/** Spec 2 §3 Event. */
export const FolderEvent = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  /** When it happened; recordDateTime is when the server stored it. */
  eventDateTime: dateTime,
  recordDateTime: dateTime,
  eventSource: z.enum(FolderEventSourceCode),
  /** The folder or mission state the event led to. */
  state: z.string().nullable(),
  stateLabel: z.string().nullable(),
  creationOrigine: z.enum(CreationOrigineCode).nullable(),
  text: z.string().nullable(),
  positionText: z.string().nullable(),
  /** The raw message behind the event (JSON, XML or text), shown in the detail modal. */
  message: z.string().nullable(),
});
export type FolderEvent = z.infer<typeof FolderEvent>;
