/** Praxedo refused or did not answer; the message is user-facing, in French. */
export class PraxedoError extends Error {}

export interface PraxedoSettings {
  /** The account's web-service domain (e.g. eu1.praxedo.com); loopback hosts are spoken to in http. */
  webServiceDomain: string;
  user: string;
  password: string;
  timeoutMs?: number;
}

const LOOPBACK = /^(127\.0\.0\.1|localhost)(:\d+)?$/i;

/** The base URL of an account's Praxedo web services. */
export const praxedoBaseUrl = (domain: string): string =>
  `${LOOPBACK.test(domain) ? 'http' : 'https'}://${domain}/eTechnician/ws/`;

/**
 * Praxedo's web services with one account's credentials (HTTP basic authentication). Today the
 * connector checks the credentials (GET …/ws/ping); work orders in and status out are not done.
 */
export class PraxedoClient {
  constructor(private readonly settings: PraxedoSettings) {}

  async check(): Promise<void> {
    const { webServiceDomain, user, password } = this.settings;
    let response: Response;
    try {
      response = await fetch(new URL('ping', praxedoBaseUrl(webServiceDomain)), {
        headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw new PraxedoError(`Praxedo ne répond pas (${webServiceDomain})`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new PraxedoError('Praxedo a refusé les identifiants');
    }
    if (!response.ok) throw new PraxedoError(`Praxedo a refusé la demande (HTTP ${response.status})`);
  }
}
