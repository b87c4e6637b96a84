import { DEFAULT_OAUTH_CLIENT, ErrorCode, IDEMPOTENCY_KEY_HEADER } from '@plateau/contracts';
import { ApiError, NoResponseError, UnexpectedResponseError, errorBodyOf } from './api-error.ts';
import { filenameOfDisposition } from './download-name.ts';
import { clearSession, getAccessToken, refreshUnderWay } from './session.ts';

export const API_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
/** Any zod schema fits; the web app does not need zod's types to use one. */
export interface Schema<T> {
  parse(input: unknown): T;
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  text?: string;
  /** A multipart body (files): the browser writes its boundary in the content type. */
  formData?: FormData;
  /** A file sent as it is (a photo): its own type is the content type. */
  blob?: Blob;
  /** Checks the answer against its contract. */
  schema?: Schema<T>;
  /** 'file': the body and the name the server gives it ({@link DownloadedFile}). */
  as?: 'auto' | 'blob' | 'file';
  /** Sends the client's basic credentials even when a token is stored (the token endpoint). */
  clientAuth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server saves a submission once, however often it arrives (lib/submission.ts). */
  idempotencyKey?: string | null;
}

export const basicClientAuthorization = () =>
  `Basic ${btoa(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`)}`;

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== null && item !== undefined && item !== '') params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function requestBody<T>(options: ApiRequest<T>): { body?: BodyInit; contentType?: string } {
  if (options.form)
    return { body: new URLSearchParams(options.form), contentType: 'application/x-www-form-urlencoded' };
  if (options.formData) return { body: options.formData };
  if (options.blob)
    return { body: options.blob, contentType: options.blob.type || 'application/octet-stream' };
  if (options.text !== undefined) return { body: options.text, contentType: 'text/plain;charset=UTF-8' };
  if (options.json !== undefined)
    return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

/** A download as the server names it (Content-Disposition), for files whose name it alone knows. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

async function readBody(response: Response, as: ApiRequest<unknown>['as']): Promise<unknown> {
  if (as === 'blob') return response.blob();
  if (as === 'file')
    return {
      blob: await response.blob(),
      filename: filenameOfDisposition(response.headers.get('content-disposition')),
    } satisfies DownloadedFile;
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequest<T> = {}): Promise<T> {
  if (!options.clientAuth) await refreshUnderWay();
  const token = options.clientAuth ? null : getAccessToken();
  const { body, contentType } = requestBody(options);
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Authorization', token ? `Bearer ${token}` : basicClientAuthorization());
  if (contentType) headers.set('Content-Type', contentType);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
    payload = await readBody(response, response.ok ? options.as : 'auto');
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof SyntaxError) throw new UnexpectedResponseError(path);
    throw new NoResponseError(path);
  }

  if (!response.ok) {
    const error = new ApiError(response.status, errorBodyOf(response.status, payload), path);
    // No refresh on a 401: an expired token is refreshed before it expires, and a revoked session's
    // refresh token is refused too. The sign-in page says when the server revoked the session.
    if (response.status === 401)
      clearSession(error.error === ErrorCode.sessionRevoked ? 'revoked' : 'signed-out');
    throw error;
  }
  if (!options.schema) return payload as T;
  try {
    return options.schema.parse(payload);
  } catch {
    throw new UnexpectedResponseError(path);
  }
}

type Options<T> = Omit<ApiRequest<T>, 'method' | 'json'>;
/**
 * A POST creates or sends something, so each says what it does about a double submission: the
 * key of its form submission (lib/submission.ts), or null for the few that create nothing.
 */
type PostOptions<T> = Options<T> & { idempotencyKey: string | null };

export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, json: unknown, options: PostOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T = unknown>(path: string, json?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json }),
  patch: <T = unknown>(path: string, json?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
