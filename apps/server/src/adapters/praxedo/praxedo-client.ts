import { z } from 'zod';
import { guardedRequest } from '../../lib/outbound/guarded-request.ts';
import {
  OutboundUnresolved,
  type CheckedTarget,
  type OutboundGuard,
} from '../../lib/outbound/outbound-guard.ts';

/** Praxedo refused or did not answer; the message is user-facing, in French. */
export class PraxedoError extends Error {}

export interface PraxedoSettings {
  /** The account's web-service domain (e.g. eu1.praxedo.com), a port allowed (`host:8443`). */
  webServiceDomain: string;
  user: string;
  password: string;
  /** Default: the guard's (OUTBOUND_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The domain is a tenant's setting: every call goes through the outbound guard. */
  guard: OutboundGuard;
}

export const PRAXEDO_REFUSED_CREDENTIALS = 'Praxedo a refusé les identifiants';

/**
 * Every way of not reaching Praxedo (no such name, closed port, timeout, TLS, an HTTP error, an
 * unreadable answer) says the same, so that a tenant cannot map a network through this setting.
 */
export const PRAXEDO_UNREACHABLE = 'Praxedo ne répond pas à cette adresse';

/** The host and port of a web-service domain (`host`, `host:port`, `[v6]:port`); 443 by default. */
export function praxedoHostPort(domain: string): { host: string; port: number } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(domain.trim());
  return { host: match?.[1] ?? domain, port: match?.[2] ? Number(match[2]) : 443 };
}

const text = (max: number) => z.string().max(max).nullish();

/** A work order as Praxedo describes it to the provider it is assigned to. */
export const PraxedoWorkOrder = z.object({
  id: z.string().min(1).max(50),
  reference: text(50),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  customer: z.object({ name: text(100), phone: text(30) }).nullish(),
  address: z
    .object({
      street: text(200),
      zipCode: text(10),
      city: text(100),
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
  vehicle: z.object({ registration: text(20), brand: text(100), model: text(100) }).nullish(),
  description: text(2000),
  /** When the customer wants the work done. */
  requestedDate: z.iso.datetime({ offset: true }).nullish(),
});
export type PraxedoWorkOrder = z.infer<typeof PraxedoWorkOrder>;

const WorkOrderPage = z.object({
  workOrders: z.array(PraxedoWorkOrder),
  /** Opaque; the next call passes it back as changedSince. */
  cursor: z.string().max(200),
});
export type PraxedoWorkOrderPage = z.infer<typeof WorkOrderPage>;

export const PRAXEDO_STATUSES = [
  'ACCEPTED',
  'REFUSED',
  'STARTED',
  'ON_SITE',
  'FINISHED',
  'CANCELLED',
  'CLOSED',
] as const;
export type PraxedoStatus = (typeof PRAXEDO_STATUSES)[number];

/** A status of a work order as the provider reports it. */
export interface PraxedoStatusUpdate {
  status: PraxedoStatus;
  /** When it happened (ISO 8601). */
  at: string;
  comment: string | null;
}

/**
 * Praxedo's web services with one account's credentials (HTTP basic authentication on every
 * call). An API of our design, modelled on Praxedo's work-order web services (the provider side
 * of its BusinessEventManager: search the events changed since a date, acknowledge them, report
 * their status), in JSON under `https://{webServiceDomain}/eTechnician/ws/`:
 *
 * - `GET ping` — answers 200 when the credentials are accepted (401 otherwise).
 * - `GET workOrders?changedSince={cursor}&limit={n}` — the account's work orders created or
 *   changed after the cursor (none: from the start), oldest first:
 *   `{ workOrders: [{ id, reference, createdAt, updatedAt, customer: { name, phone },
 *   address: { street, zipCode, city, latitude, longitude }, vehicle: { registration, brand,
 *   model }, description, requestedDate }], cursor }`; `cursor` is opaque and resumes after the
 *   last one listed. A work order changed again is listed again.
 * - `POST workOrders/{id}/acknowledge` — the provider took the work order in (204).
 * - `POST workOrders/{id}/statuses` `{ status, at, comment }` — status ACCEPTED, REFUSED,
 *   STARTED, ON_SITE, FINISHED, CANCELLED or CLOSED, in the order they happened (204).
 *
 * A 401/403 is "credentials refused"; any other non-2xx or an unreadable answer is a PraxedoError.
 */
export class PraxedoClient {
  constructor(private readonly settings: PraxedoSettings) {}

  async check(): Promise<void> {
    try {
      await this.call('GET', 'ping');
    } catch (error) {
      if (error instanceof PraxedoError && error.message !== PRAXEDO_REFUSED_CREDENTIALS) {
        throw new PraxedoError(PRAXEDO_UNREACHABLE);
      }
      throw error;
    }
  }

  async workOrdersSince(cursor: string | null, limit = 100): Promise<PraxedoWorkOrderPage> {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('changedSince', cursor);
    const body = await this.call('GET', `workOrders?${query.toString()}`);
    const parsed = WorkOrderPage.safeParse(body);
    if (!parsed.success) throw new PraxedoError('Praxedo a envoyé des ordres de travail illisibles');
    return parsed.data;
  }

  async acknowledge(workOrderId: string): Promise<void> {
    await this.call('POST', `workOrders/${encodeURIComponent(workOrderId)}/acknowledge`, {});
  }

  async postStatus(workOrderId: string, update: PraxedoStatusUpdate): Promise<void> {
    await this.call('POST', `workOrders/${encodeURIComponent(workOrderId)}/statuses`, update);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { user, password } = this.settings;
    const response = await this.send(await this.target(), {
      method,
      path: `/eTechnician/ws/${path}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.settings.timeoutMs ?? this.settings.guard.timeoutMs,
    });
    if (response.status === 401 || response.status === 403) {
      throw new PraxedoError(PRAXEDO_REFUSED_CREDENTIALS);
    }
    if (response.status < 200 || response.status > 299) {
      throw new PraxedoError(`Praxedo a refusé la demande (HTTP ${response.status})`);
    }
    if (!response.text.trim() || !response.contentType.includes('json')) return null;
    try {
      return JSON.parse(response.text);
    } catch {
      throw new PraxedoError('Praxedo a envoyé une réponse illisible');
    }
  }

  /** The checked address of the domain; a refused one throws OutboundRefused before any connection. */
  private async target(): Promise<CheckedTarget> {
    const { host, port } = praxedoHostPort(this.settings.webServiceDomain);
    try {
      return await this.settings.guard.check(host, port);
    } catch (error) {
      if (error instanceof OutboundUnresolved) throw new PraxedoError(PRAXEDO_UNREACHABLE);
      throw error;
    }
  }

  private async send(target: CheckedTarget, request: Parameters<typeof guardedRequest>[1]) {
    try {
      return await guardedRequest(target, request);
    } catch {
      throw new PraxedoError(PRAXEDO_UNREACHABLE);
    }
  }
}
