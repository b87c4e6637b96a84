import { and, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { CreationOrigine } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { folderEvents, folders } from '../../db/schema/index.ts';
import { receiveNomadFolder } from '../folders/nomad-folder.service.ts';
import type { NomadFolderInput } from '../folders/nomad-folder-input.ts';
import { connectorFailure, nomadClient } from './connector-clients.ts';

export interface NomadCursor {
  /** The latest workflow event already sent back to Nomad. */
  lastEventId?: number;
}

/** At most this many of Plateau's moves go back per poll; the rest at the next. */
const OUTGOING_BATCH = 500;

/**
 * One Nomad poll of an account: the new missions become NOMAD folders (through the same service
 * as the simulator's), each acknowledged once its folder exists; then what Plateau's users did on
 * Nomad folders since the last poll (acceptance, refusal, cancellation…) is sent back.
 * A mission Plateau refuses (invalid) is acknowledged too, its reason reported as the poll's error.
 */
export async function pollNomad(
  app: FastifyInstance,
  accountId: number,
  values: Record<string, unknown>,
  cursor: NomadCursor,
): Promise<{ cursor: NomadCursor; errors: string[] }> {
  const client = nomadClient(app.config, values);
  const errors: string[] = [];
  const missions = await client.newMissions();
  // The company's folder number names the mission on both sides (Nomad's id when it gives none).
  const numberOf = (mission: (typeof missions)[number]) => {
    const folder = (mission.input.folder ?? {}) as { externalNumber?: unknown };
    return typeof folder.externalNumber === 'string' && folder.externalNumber ? folder.externalNumber : mission.id;
  };
  const known = await knownExternalNumbers(app, accountId, missions.map(numberOf));
  for (const mission of missions) {
    if (!known.has(numberOf(mission))) {
      const input = mission.input as NomadFolderInput;
      const folder = { ...(input.folder as object), externalNumber: numberOf(mission) };
      try {
        await receiveNomadFolder(app.db, accountId, { ...input, folder } as NomadFolderInput, new Date(mission.sentAt));
      } catch (error) {
        const reason = connectorFailure(error) ?? (error instanceof Error ? error.message : String(error));
        errors.push(`Mission ${mission.id} : ${reason}`);
      }
    }
    await client.acknowledge(mission.id);
  }
  const lastEventId = await sendBack(app, accountId, client, cursor.lastEventId);
  return { cursor: { lastEventId }, errors };
}

async function knownExternalNumbers(app: FastifyInstance, accountId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await app.db
    .select({ externalNumber: folders.externalNumber })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        eq(folders.creationOrigine, CreationOrigine.NOMAD),
        inArray(folders.externalNumber, ids),
      ),
    );
  return new Set(rows.map((row) => row.externalNumber!));
}

async function sendBack(
  app: FastifyInstance,
  accountId: number,
  client: ReturnType<typeof nomadClient>,
  after: number | undefined,
): Promise<number> {
  const onNomadFolders = and(eq(folders.accountId, accountId), eq(folders.creationOrigine, CreationOrigine.NOMAD));
  if (after === undefined) {
    // The first poll starts from now: history is not replayed to Nomad.
    const [row] = await app.db
      .select({ last: max(folderEvents.id) })
      .from(folderEvents)
      .innerJoin(folders, eq(folders.id, folderEvents.folderId))
      .where(onNomadFolders);
    return row?.last ?? 0;
  }
  const rows = await app.db
    .select({
      id: folderEvents.id,
      externalNumber: folders.externalNumber,
      state: folderEvents.state,
      at: folderEvents.eventDateTime,
      text: folderEvents.text,
      message: folderEvents.message,
    })
    .from(folderEvents)
    .innerJoin(folders, eq(folders.id, folderEvents.folderId))
    .where(
      and(
        onNomadFolders,
        gt(folderEvents.id, after),
        eq(folderEvents.creationOrigine, CreationOrigine.BACKOFFICE),
        isNotNull(folders.externalNumber),
      ),
    )
    .orderBy(folderEvents.id)
    .limit(OUTGOING_BATCH);
  let last = after;
  for (const row of rows) {
    // Stops at the first refusal: the next poll sends it again, in order.
    await client.sendEvent(row.externalNumber!, {
      state: row.state ?? '',
      at: row.at.toISOString(),
      text: row.text,
      message: row.message,
    });
    last = row.id;
  }
  return last;
}
