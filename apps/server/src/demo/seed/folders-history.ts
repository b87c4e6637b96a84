import {
  CreationOrigine,
  FolderEventSource,
  FolderState,
  MissionState,
  missionStateLabels,
  stateLabel,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents, folderMessages } from '../../db/schema/index.ts';
import type { Random } from './folders-data.ts';
import { isUnderWay, wasAccepted } from './folders-parts.ts';
import type { FolderScenario } from './folders-scenarios.ts';

/** The folder's workflow so far, and its conversation with the driver (some of it unread). */
export async function seedHistory(
  db: DbOrTx,
  folder: { id: number; accountId: number },
  scenario: FolderScenario,
  creation: Date,
  random: Random,
) {
  const { id: folderId, accountId } = folder;
  // A recent folder's later events are not in the future: what is recorded has happened.
  const at = (minutes: number) => new Date(Math.min(creation.getTime() + minutes * 60_000, Date.now()));
  const nomad = scenario.origin === CreationOrigine.NOMAD;
  const events = [
    {
      eventSource: FolderEventSource.FOLDER,
      state: FolderState.CREATED,
      text: nomad ? "Dossier reçu de l'assisteur" : 'Dossier créé',
      eventDateTime: at(0),
    },
    ...(isUnderWay(scenario.mission)
      ? [
          {
            eventSource: FolderEventSource.MISSION_INTERVENTION,
            state: MissionState.MISSION_STARTED,
            text: 'Mission envoyée',
            eventDateTime: at(5),
          },
        ]
      : []),
    ...(scenario.state !== FolderState.CREATED
      ? [
          {
            eventSource: FolderEventSource.FOLDER,
            state: scenario.state,
            text: `Dossier à l'état ${stateLabel(scenario.state)}`,
            eventDateTime: at(random.int(8, 120)),
          },
        ]
      : []),
  ];
  await db.insert(folderEvents).values(
    events.map((e) => ({
      ...e,
      folderId,
      recordDateTime: e.eventDateTime,
      creationOrigine: nomad ? CreationOrigine.NOMAD : CreationOrigine.BACKOFFICE,
      stateLabel:
        e.eventSource === FolderEventSource.FOLDER
          ? stateLabel(e.state)
          : missionStateLabels[e.state as MissionState],
      message:
        nomad && e.state === FolderState.CREATED
          ? JSON.stringify({ source: 'NOMAD', state: scenario.state })
          : null,
      // What the assistance company sent is kept replayable, as the Nomad connector keeps it.
      replay: nomad && e.state === FolderState.CREATED ? ({ kind: 'nomadFolder' } as const) : null,
    })),
  );
  if (!nomad || !wasAccepted(scenario)) return;
  const driverLines = [
    'Je suis sur place, le client est là.',
    'Véhicule chargé, départ vers le garage.',
    'Le client demande un véhicule de remplacement.',
  ];
  const unread = Array.from({ length: scenario.unread ?? 0 }, (_, i) => ({
    text: driverLines[i % driverLines.length]!,
    at: at(30 + i * 7),
  }));
  const received = [{ text: 'Arrivée prévue dans 20 minutes.', at: at(14) }, ...unread];
  // Each message the driver's terminal sent is a workflow event that can be replayed.
  await db.insert(folderEvents).values(
    received.map((m) => ({
      folderId,
      eventSource: FolderEventSource.FOLDER,
      state: scenario.state,
      stateLabel: stateLabel(scenario.state),
      text: 'Message reçu du chauffeur',
      message: m.text,
      eventDateTime: m.at,
      recordDateTime: m.at,
      creationOrigine: CreationOrigine.NOMAD,
      replay: { kind: 'driverMessage' as const, text: m.text, at: m.at.toISOString() },
    })),
  );
  await db.insert(folderMessages).values([
    {
      folderId,
      accountId,
      provenance: 'BACKOFFICE',
      author: 'Exploitation',
      message: 'Merci de confirmer votre heure d’arrivée.',
      markAsRead: true,
      creationDateTime: at(10),
    },
    {
      folderId,
      accountId,
      provenance: 'NOMAD',
      author: 'Chauffeur',
      message: 'Arrivée prévue dans 20 minutes.',
      markAsRead: true,
      creationDateTime: at(14),
    },
    ...unread.map((m) => ({
      folderId,
      accountId,
      provenance: 'NOMAD',
      author: 'Chauffeur',
      message: m.text,
      markAsRead: false,
      creationDateTime: m.at,
    })),
  ]);
}
