import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  CreationOrigine,
  FolderEventSource,
  FolderState,
  MissionKind,
  MissionState,
  missionStateLabels,
  stateLabel,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents, folders, missions } from '../../db/schema/index.ts';

const MINUTE = 60_000;

/**
 * The workflow of every demo folder made by a step that wrote its rows directly (the calendar's
 * day, for one): its creation, its mission's sending, the state it is in — what the services
 * would have recorded, so that every folder of the demo has its events (README).
 */
export async function seedMissingWorkflow(db: DbOrTx): Promise<void> {
  const bare = await db
    .select({
      id: folders.id,
      folderState: folders.folderState,
      creationOrigine: folders.creationOrigine,
      created: folders.creationDateTime,
      sent: missions.sentDateTime,
    })
    .from(folders)
    .leftJoin(folderEvents, eq(folderEvents.folderId, folders.id))
    .leftJoin(missions, and(eq(missions.folderId, folders.id), eq(missions.kind, MissionKind.INTERVENTION)))
    .where(isNull(folderEvents.id))
    .orderBy(asc(folders.id));
  const now = Date.now();
  const rows = bare.flatMap((folder) => {
    const origin =
      folder.creationOrigine === CreationOrigine.NOMAD ? CreationOrigine.NOMAD : CreationOrigine.BACKOFFICE;
    const event = (eventSource: FolderEventSource, state: string, label: string, text: string, at: Date) => ({
      folderId: folder.id,
      eventSource,
      state,
      stateLabel: label,
      text,
      eventDateTime: at,
      recordDateTime: at,
      creationOrigine: origin,
    });
    const created = folder.created;
    const events = [
      event(
        FolderEventSource.FOLDER,
        FolderState.CREATED,
        stateLabel(FolderState.CREATED),
        origin === CreationOrigine.NOMAD ? "Dossier reçu de l'assisteur" : 'Dossier créé',
        created,
      ),
    ];
    // A mission sent ahead of its time was still sent before now.
    const sent = folder.sent && new Date(Math.min(folder.sent.getTime(), now));
    if (sent) {
      const state = MissionState.MISSION_STARTED;
      events.push(
        event(
          FolderEventSource.MISSION_INTERVENTION,
          state,
          missionStateLabels[state],
          'Mission envoyée',
          sent,
        ),
      );
    }
    if (folder.folderState !== FolderState.CREATED) {
      const at = new Date(Math.min(Math.max(created.getTime(), sent?.getTime() ?? 0) + MINUTE, now));
      events.push(
        event(
          FolderEventSource.FOLDER,
          folder.folderState,
          stateLabel(folder.folderState),
          `Dossier à l'état ${stateLabel(folder.folderState)}`,
          at,
        ),
      );
    }
    return events;
  });
  if (rows.length > 0) await db.insert(folderEvents).values(rows);
}
