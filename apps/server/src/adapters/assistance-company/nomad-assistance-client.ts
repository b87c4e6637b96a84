import { AssistanceCompanyError, type AssistanceCompany, type OutgoingReport } from './assistance-company.ts';

export interface NomadSettings {
  /** Base URL of the Nomad platform's API, e.g. https://api.nomad.example/v1 */
  url: string;
  /** The operator account's API token on Nomad. */
  token: string;
  timeoutMs?: number;
}

/**
 * Nomad, the platform through which assistance companies send missions and receive reports:
 * `POST {url}/missions/{orderNo}/report` with the report as JSON and a bearer token. A 2xx is
 * accepted; anything else (or no answer in time) is an AssistanceCompanyError in French, so the
 * folder does not move.
 */
export class NomadAssistanceClient implements AssistanceCompany {
  constructor(private readonly settings: NomadSettings) {}

  async sendReport(report: OutgoingReport): Promise<void> {
    const base = this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`;
    const endpoint = new URL(`missions/${encodeURIComponent(report.orderNo)}/report`, base);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AssistanceCompanyError("Nomad ne répond pas : le rapport n'a pas été transmis à l'assisteur");
    }
    if (response.ok) return;
    const reason = await readReason(response);
    throw new AssistanceCompanyError(
      `Nomad a refusé le rapport (HTTP ${response.status})${reason ? ` : ${reason}` : ''}`,
    );
  }
}

/** Nomad explains a refusal in `{ message }`; a body of another shape is not shown. */
async function readReason(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message.slice(0, 300);
  } catch {
    // Not JSON: the status says enough.
  }
  return null;
}
