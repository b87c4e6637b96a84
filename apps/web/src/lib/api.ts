import { DEFAULT_OAUTH_CLIENT } from '@plateau/contracts';
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
  /** Checks the answer against its contract. */
  schema?: Schema<T>;
  /** 'file': the body and the name the server gives it ({@link DownloadedFile}). */
  as?: 'auto' | 'blob' | 'file';
  /** Sends the client's basic credentials even when a token is stored (the token endpoint). */
  clientAuth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
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
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, errorBodyOf(response.status, payload), path);
  }
  if (!options.schema) return payload as T;
  try {
    return options.schema.parse(payload);
  } catch {
    throw new UnexpectedResponseError(path);
  }
}

type Options<T> = Omit<ApiRequest<T>, 'method' | 'json'>;

export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, json?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T = unknown>(path: string, json?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json }),
  patch: <T = unknown>(path: string, json?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
