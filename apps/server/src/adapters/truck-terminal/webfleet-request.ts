import { TruckTerminalError } from './truck-terminal.ts';

export interface WebfleetCredentials {
  /** e.g. https://csv.webfleet.com — the client calls its /extern endpoint. */
  url: string;
  account: string;
  username: string;
  password: string;
  apiKey: string;
  /** How long a call may take before Webfleet counts as not answering (10 s by default). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** WEBFLEET.connect answers 200 even on failure; with outputformat=json an error is this object. */
interface WebfleetError {
  errorCode: number;
  errorMsg: string;
}

const isWebfleetError = (body: unknown): body is WebfleetError =>
  typeof body === 'object' && body !== null && 'errorCode' in body;

/** What the user reads when a call fails, per action ("le message n'a pas été transmis"…). */
export interface FailureWording {
  refused: string;
  unreachable: string;
  timeout: string;
}

/**
 * One WEBFLEET.connect call: GET /extern with the credentials, JSON output, UTF-8, French.
 * Answers the parsed JSON body (null when empty); throws TruckTerminalError in French otherwise.
 */
export async function callWebfleet(
  credentials: WebfleetCredentials,
  action: string,
  params: Record<string, string>,
  wording: FailureWording,
): Promise<unknown> {
  const { url, account, username, password, apiKey } = credentials;
  const endpoint = new URL('extern', url.endsWith('/') ? url : `${url}/`);
  endpoint.search = new URLSearchParams({
    account,
    username,
    password,
    apikey: apiKey,
    lang: 'fr',
    outputformat: 'json',
    useUTF8: 'true',
    action,
    ...params,
  }).toString();

  let body: string;
  try {
    const response = await fetch(endpoint, {
      signal: AbortSignal.timeout(credentials.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new TruckTerminalError(`${wording.refused} (HTTP ${response.status})`);
    body = await response.text();
  } catch (error) {
    if (error instanceof TruckTerminalError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new TruckTerminalError(timedOut ? wording.timeout : wording.unreachable);
  }
  const parsed: unknown = body.trim() ? safeJson(body) : null;
  if (isWebfleetError(parsed)) {
    throw new TruckTerminalError(`${wording.refused} : ${parsed.errorMsg} (code ${parsed.errorCode})`);
  }
  return parsed;
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
