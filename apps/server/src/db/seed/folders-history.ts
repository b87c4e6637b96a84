import {
  CreationOrigine,
  FolderEventSource,
  FolderState,
  MissionState,
  missionStateLabels,
  stateLabel,
} from '@plateau/contracts';
import type { DbOrTx } from '../client.ts';
import { folderEvents, folderMessages } from '../schema/index.ts';
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
  const at = (minutes: number) => new Date(creation.getTime() + minutes * 60_000);
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
    })),
  );
  if (!nomad || !wasAccepted(scenario)) return;
  const driverLines = [
    'Je suis sur place, le client est là.',
    'Véhicule chargé, départ vers le garage.',
    'Le client demande un véhicule de remplacement.',
  ];
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
    ...Array.from({ length: scenario.unread ?? 0 }, (_, i) => ({
      folderId,
      accountId,
      provenance: 'NOMAD',
      author: 'Chauffeur',
      message: driverLines[i % driverLines.length]!,
      markAsRead: false,
      creationDateTime: at(30 + i * 7),
    })),
  ]);
}
