import { z } from 'zod';
import { rawTextField } from './fields.ts';
import { TruckPositionUpdate } from './fleet.ts';

/**
 * WebSocket /api/webSocket?access_token=… — message format.
 *
 * Client → server: { "type": "subscribe" | "unsubscribe", "topic": string }
 * Server → client: { "type": "subscribed", "topic" } | { "type": "error", "error", "error_description" }
 *                  | { "type": "event", "topic", "event": AccountEvent }
 *
 * Topics (always scoped to the connection's account, which the token decides):
 *  - `/accounts/events` — every event of the account (alarms reload on each one);
 *  - `/folders/dto`     — folder list events;
 *  - `/folders/{id}/dto` — events of one folder.
 */
export const EventType = z.enum([
  'FOLDER_CREATED',
  'FOLDER_UPDATED',
  'FOLDER_DELETED',
  'NOTIFY_SUCCESS_MESSAGE',
  'NOTIFY_ERROR_MESSAGE',
  'TRUCK_POSITION',
  'INVOICE_PAID',
  /** An invoice's or a received invoice's life-cycle status changed (e-invoicing platform). */
  'E_INVOICE_STATUS',
]);
export type EventType = z.infer<typeof EventType>;

export const AccountEvent = z.object({
  folderId: z.number().int().nullable(),
  eventType: EventType,
  title: z.string().optional(),
  message: z.string().optional(),
  /** A refused CSV import: its problems are read from /api/folders/importCsv/{importId}/problems. */
  importId: z.number().int().optional(),
  /** TRUCK_POSITION: where the truck is now. */
  truck: TruckPositionUpdate.optional(),
  /** INVOICE_PAID: the invoice whose last euro was just received; E_INVOICE_STATUS: the invoice (or received
   * invoice) whose platform status changed. */
  invoiceId: z.number().int().optional(),
  receivedInvoiceId: z.number().int().optional(),
});
export type AccountEvent = z.infer<typeof AccountEvent>;

/**
 * Close code of a connection whose access token expired: the client reconnects with its
 * current (refreshed) token.
 */
export const WS_CLOSE_TOKEN_EXPIRED = 4001;
/**
 * Close code of a connection whose session was revoked (see SESSION_REVOKED_MESSAGE): the client
 * does not reconnect, it ends the session.
 */
export const WS_CLOSE_SESSION_REVOKED = 4003;

/**
 * Topics one connection may hold at once: a tab follows a few (the account, the folder list, the
 * open folder, the trucks); without a bound, one socket subscribing to 300,000 folders held 100 MB.
 */
export const WS_MAX_TOPICS = 50;
export const WS_TOO_MANY_TOPICS_MESSAGE = `Trop d'abonnements sur cette connexion (${WS_MAX_TOPICS} au plus) : désabonnez-vous d'un sujet avant d'en suivre un autre`;

export const ACCOUNT_EVENTS_TOPIC = '/accounts/events';
export const FOLDERS_TOPIC = '/folders/dto';
export const folderTopic = (folderId: number) => `/folders/${folderId}/dto`;
/** Live truck positions (the vehicle map); kept off the account topic, which reloads alarms. */
export const TRUCKS_TOPIC = '/trucks/positions';
const FOLDER_TOPIC_PATTERN = /^\/folders\/(\d+)\/dto$/;

/** Topics a client may subscribe to; anything else is refused. */
export function parseTopic(
  topic: string,
): { kind: 'account' | 'folders' | 'trucks' } | { kind: 'folder'; folderId: number } | null {
  if (topic === ACCOUNT_EVENTS_TOPIC) return { kind: 'account' };
  if (topic === FOLDERS_TOPIC) return { kind: 'folders' };
  if (topic === TRUCKS_TOPIC) return { kind: 'trucks' };
  const match = FOLDER_TOPIC_PATTERN.exec(topic);
  return match ? { kind: 'folder', folderId: Number(match[1]) } : null;
}

/** Topics an event is delivered on. */
export function topicsOf(event: AccountEvent): string[] {
  if (event.eventType === 'TRUCK_POSITION') return [TRUCKS_TOPIC];
  const topics = [ACCOUNT_EVENTS_TOPIC];
  if (event.folderId !== null) topics.push(FOLDERS_TOPIC, folderTopic(event.folderId));
  return topics;
}

export const ClientMessage = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: rawTextField(200),
});
export type ClientMessage = z.infer<typeof ClientMessage>;

export type ServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'error'; error: string; error_description: string }
  | { type: 'event'; topic: string; event: AccountEvent };
