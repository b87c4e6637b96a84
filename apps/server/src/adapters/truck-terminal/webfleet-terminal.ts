import { TruckTerminalError, type TerminalTruck, type TruckTerminal } from './truck-terminal.ts';

export interface WebfleetCredentials {
  /** e.g. https://csv.webfleet.com — the client calls its /extern endpoint. */
  url: string;
  account: string;
  username: string;
  password: string;
  apiKey: string;
}

const TIMEOUT_MS = 10_000;

/** WEBFLEET.connect answers 200 even on failure; with outputformat=json an error is this object. */
interface WebfleetError {
  errorCode: number;
  errorMsg: string;
}

const isWebfleetError = (body: unknown): body is WebfleetError =>
  typeof body === 'object' && body !== null && 'errorCode' in body;

/** WEBFLEET.connect's documented `sendTextMessageExtern` action. */
export class WebfleetTerminal implements TruckTerminal {
  constructor(private readonly credentials: WebfleetCredentials) {}

  async sendText(truck: TerminalTruck, text: string): Promise<void> {
    if (!truck.ttwId) throw new TruckTerminalError(`Le véhicule ${truck.name} n'est pas relié à Webfleet`);
    const { url, account, username, password, apiKey } = this.credentials;
    const endpoint = new URL('extern', url.endsWith('/') ? url : `${url}/`);
    endpoint.search = new URLSearchParams({
      account,
      username,
      password,
      apikey: apiKey,
      lang: 'fr',
      outputformat: 'json',
      useUTF8: 'true',
      action: 'sendTextMessageExtern',
      objectno: truck.ttwId,
      messagetext: text,
    }).toString();

    let response: Response;
    try {
      response = await fetch(endpoint, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new TruckTerminalError("Webfleet ne répond pas : le message n'a pas été transmis au véhicule");
    }
    if (!response.ok) throw new TruckTerminalError(`Webfleet a refusé le message (HTTP ${response.status})`);
    const body = await response.text();
    // Success is an empty answer; anything else carries an error code.
    const parsed: unknown = body.trim() ? safeJson(body) : null;
    if (isWebfleetError(parsed)) {
      throw new TruckTerminalError(
        `Webfleet a refusé le message : ${parsed.errorMsg} (code ${parsed.errorCode})`,
      );
    }
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
