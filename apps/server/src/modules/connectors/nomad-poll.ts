import { and, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { CreationOrigine, ValorisationProposalBody, type Valorisation } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { folderEvents, folders } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { receiveDriverMessage } from '../folders/folder-messages.service.ts';
import { recordDriverReport } from '../vehicle-events/vehicle-events.service.ts';
import {
  confirmAcceptanceByAssisteur,
  proposeCancellationByAssisteur,
  validateReportByAssisteur,
} from '../folders/folder-outside-moves.service.ts';
import { receiveNomadFolder } from '../folders/nomad-folder.service.ts';
import { proposeValorisationByAssisteur } from '../valorisation/valorisation-outside.service.ts';
import type { NomadFolderInput } from '../folders/nomad-folder-input.ts';
import { connectorFailure, nomadClient } from './connector-clients.ts';

export interface NomadCursor {
  /** The latest workflow event already sent back to Nomad. */
  lastEventId?: number;
  /** The latest of Nomad's events already applied. */
  lastIncomingId?: number;
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
    return typeof folder.externalNumber === 'string' && folder.externalNumber
      ? folder.externalNumber
      : mission.id;
  };
  const known = await knownExternalNumbers(app, accountId, missions.map(numberOf));
  for (const mission of missions) {
    if (!known.has(numberOf(mission))) {
      const input = mission.input as NomadFolderInput;
      const folder = { ...(input.folder as object), externalNumber: numberOf(mission) };
      try {
        await receiveNomadFolder(
          app.db,
          accountId,
          { ...input, folder } as NomadFolderInput,
          new Date(mission.sentAt),
        );
      } catch (error) {
        const reason = connectorFailure(error) ?? (error instanceof Error ? error.message : String(error));
        errors.push(`Mission ${mission.id} : ${reason}`);
      }
    }
    await client.acknowledge(mission.id);
  }
  const lastIncomingId = await applyIncoming(app, accountId, client, cursor.lastIncomingId ?? 0, errors);
  const lastEventId = await sendBack(app, accountId, client, cursor.lastEventId);
  return { cursor: { lastEventId, lastIncomingId }, errors };
}

const MOVES = {
  CONFIRMATION: confirmAcceptanceByAssisteur,
  CANCELLATION_PROPOSAL: proposeCancellationByAssisteur,
  REPORT_VALIDATION: validateReportByAssisteur,
} as const;

/**
 * The companies' moves and messages, through the outside-move and message services; the event as
 * Nomad sent it is kept in the workflow row (message), so it can be shown and replayed. A move
 * the folder's state no longer allows is reported, and the poll goes on.
 */
async function applyIncoming(
  app: FastifyInstance,
  accountId: number,
  client: ReturnType<typeof nomadClient>,
  after: number,
  errors: string[],
): Promise<number> {
  let last = after;
  for (const event of await client.events(after)) {
    last = Math.max(last, event.id);
    const [folder] = await app.db
      .select({ id: folders.id })
      .from(folders)
      .where(
        and(
          eq(folders.accountId, accountId),
          eq(folders.creationOrigine, CreationOrigine.NOMAD),
          eq(folders.externalNumber, event.externalNumber),
        ),
      );
    if (!folder) {
      errors.push(`Dossier Nomad ${event.externalNumber} inconnu`);
      continue;
    }
    try {
      const at = new Date(event.at);
      if (event.kind === 'MESSAGE') {
        await receiveDriverMessage(app.db, { folderId: folder.id }, event.text ?? '', at);
        // What the driver wrote is also a report event the account's rules may watch.
        await recordDriverReport(app, { folderId: folder.id }, event.text ?? '', at);
      } else if (event.kind === 'VALORISATION_PROPOSAL') {
        await proposeValorisationByAssisteur(app.db, folder.id, companyValorisation(event.valorisation), {
          at,
          message: event,
        });
      } else
        await MOVES[event.kind](app.db, folder.id, {
          origin: CreationOrigine.NOMAD,
          text: event.text ?? undefined,
          message: event,
          at,
        });
    } catch (error) {
      const reason = connectorFailure(error) ?? (error instanceof Error ? error.message : String(error));
      errors.push(`Dossier ${event.externalNumber} : ${reason}`);
    }
  }
  return last;
}

/**
 * The company's valorisation lines as the provider's proposal body is checked (amounts, lengths),
 * else the French reason: the event is reported and the poll goes on.
 */
function companyValorisation(lines: unknown): Valorisation {
  const parsed = ValorisationProposalBody.safeParse(lines);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw new Invalid(`valorisation illisible${where} : ${issue.message}`);
  }
  const { modifiable, estFacturable, ...rest } = parsed.data;
  return { ...rest, modifiable: modifiable ?? true, estFacturable: estFacturable ?? true };
}

async function knownExternalNumbers(
  app: FastifyInstance,
  accountId: number,
  ids: string[],
): Promise<Set<string>> {
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
  const onNomadFolders = and(
    eq(folders.accountId, accountId),
    eq(folders.creationOrigine, CreationOrigine.NOMAD),
  );
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
