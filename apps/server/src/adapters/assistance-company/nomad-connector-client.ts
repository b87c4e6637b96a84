import { z } from 'zod';
import { AssistanceCompanyError } from './assistance-company.ts';

export interface NomadConnectorSettings {
  /** NOMAD_URL, e.g. https://api.nomad.example/v1 */
  url: string;
  /** The account's API token on Nomad (its sealed connector secret). */
  token: string;
  agreementCode: string | null;
  timeoutMs?: number;
}

/** A mission an assistance company sent through Nomad, not yet acknowledged by Plateau. */
export const NomadMission = z.object({
  id: z.string().min(1).max(100),
  sentAt: z.iso.datetime({ offset: true }),
  /** The folder as NomadFolderInput describes it; checked by the folder service. */
  input: z.record(z.string(), z.unknown()),
});
export type NomadMission = z.infer<typeof NomadMission>;

/** What the assistance company did on a mission since the last poll (ids only grow). */
export const NomadIncomingEvent = z.object({
  id: z.number().int().min(1),
  externalNumber: z.string().min(1).max(100),
  kind: z.enum([
    'CONFIRMATION',
    'CANCELLATION_PROPOSAL',
    'REPORT_VALIDATION',
    'MESSAGE',
    'VALORISATION_PROPOSAL',
  ]),
  at: z.iso.datetime({ offset: true }),
  text: z.string().max(2000).nullish(),
  /** VALORISATION_PROPOSAL: the company's lines, as the proposal body; checked by the poll. */
  valorisation: z.unknown().optional(),
});
export type NomadIncomingEvent = z.infer<typeof NomadIncomingEvent>;

/** What Plateau did on a Nomad folder, sent back to the assistance company. */
export interface NomadOutgoingEvent {
  /** The folder's state after the move (ACCEPTED, REFUSED…). */
  state: string;
  at: string;
  text: string | null;
  message: string | null;
}

const WORDING = {
  unreachable: 'Nomad ne répond pas',
  refused: 'Nomad a refusé la demande',
};

/**
 * Nomad's operator API with one account's token: GET /account (who am I), GET /missions/new,
 * POST /missions/{id}/ack, GET /events?after={id}, POST /missions/{externalNumber}/events. Bearer token and the
 * agreement code (X-Agreement-Code) on every call; a non-2xx is an AssistanceCompanyError in French.
 */
export class NomadConnectorClient {
  constructor(private readonly settings: NomadConnectorSettings) {}

  async check(): Promise<void> {
    await this.call('GET', 'account');
  }

  async newMissions(): Promise<NomadMission[]> {
    const body = await this.call('GET', 'missions/new');
    const parsed = z.array(NomadMission).safeParse(body ?? []);
    if (!parsed.success) throw new AssistanceCompanyError('Nomad a envoyé des missions illisibles');
    return parsed.data;
  }

  /** The companies' confirmations, cancellation proposals, report validations, valorisation proposals and messages after `after`. */
  async events(after: number): Promise<NomadIncomingEvent[]> {
    const body = await this.call('GET', `events?after=${after}`);
    const parsed = z.array(NomadIncomingEvent).safeParse(body ?? []);
    if (!parsed.success) throw new AssistanceCompanyError('Nomad a envoyé des événements illisibles');
    return parsed.data;
  }

  async acknowledge(missionId: string): Promise<void> {
    await this.call('POST', `missions/${encodeURIComponent(missionId)}/ack`, {});
  }

  async sendEvent(externalNumber: string, event: NomadOutgoingEvent): Promise<void> {
    await this.call('POST', `missions/${encodeURIComponent(externalNumber)}/events`, event);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const base = this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`;
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          'x-agreement-code': this.settings.agreementCode ?? '',
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AssistanceCompanyError(WORDING.unreachable);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const reason = readMessage(text);
      const why =
        response.status === 401 || response.status === 403 ? 'jeton ou code d’agrément refusé' : null;
      throw new AssistanceCompanyError(
        `${WORDING.refused} (HTTP ${response.status})${reason || why ? ` : ${reason ?? why}` : ''}`,
      );
    }
    if (!text.trim()) return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new AssistanceCompanyError('Nomad a envoyé une réponse illisible');
    }
  }
}

function readMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message.slice(0, 300);
  } catch {
    // Not JSON: the status says enough.
  }
  return null;
}
