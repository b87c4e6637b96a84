import { and, eq } from 'drizzle-orm';
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
import { sendBack, takeIn } from './connector-loop.ts';

export interface NomadCursor {
  /** The latest workflow event already sent back to Nomad. */
  lastEventId?: number;
  /** The latest of Nomad's events already applied. */
  lastIncomingId?: number;
}

/**
 * One Nomad poll of an account: the new missions become NOMAD folders (through the same service
 * as the simulator's), each acknowledged once its folder exists; then what Plateau's users did on
 * Nomad folders since the last poll (acceptance, refusal, cancellation…) is sent back.
 * A mission Plateau refuses (invalid) is acknowledged too, its reason reported as the poll's error; a
 * database failure stops the poll before the acknowledgement, so the next poll takes the mission again.
 */
export async function pollNomad(
  app: FastifyInstance,
  accountId: number,
  values: Record<string, unknown>,
  cursor: NomadCursor,
): Promise<{ cursor: NomadCursor; errors: string[] }> {
  const client = nomadClient(app.config, values);
  const errors: string[] = [];
  const account = { accountId, origin: CreationOrigine.NOMAD };
  await takeIn(
    app.db,
    account,
    await client.newMissions(),
    {
      // The company's folder number names the mission on both sides (Nomad's id when it gives none).
      externalNumberOf: (mission) => {
        const folder = (mission.input.folder ?? {}) as { externalNumber?: unknown };
        return typeof folder.externalNumber === 'string' && folder.externalNumber
          ? folder.externalNumber
          : mission.id;
      },
      create: async (mission, externalNumber) => {
        const input = mission.input as NomadFolderInput;
        const folder = { ...(input.folder as object), externalNumber };
        await receiveNomadFolder(
          app.db,
          accountId,
          { ...input, folder } as NomadFolderInput,
          new Date(mission.sentAt),
        );
      },
      acknowledge: (mission) => client.acknowledge(mission.id),
      label: (mission) => `Mission ${mission.id}`,
      // Nomad sends a mission once: one Plateau refuses is acknowledged, its reason shown as the poll's error.
      acknowledgeRefused: true,
    },
    errors,
  );
  const lastIncomingId = await applyIncoming(app, accountId, client, cursor.lastIncomingId ?? 0, errors);
  const sent = { lastEventId: cursor.lastEventId };
  await sendBack(
    app.db,
    account,
    sent,
    {
      toldBack: eq(folderEvents.creationOrigine, CreationOrigine.BACKOFFICE),
      send: (row) =>
        client.sendEvent(row.externalNumber, {
          state: row.state ?? '',
          at: row.at.toISOString(),
          text: row.text,
          message: row.message,
        }),
    },
    errors,
  );
  return { cursor: { lastEventId: sent.lastEventId, lastIncomingId }, errors };
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
