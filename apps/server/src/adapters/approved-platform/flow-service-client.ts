import { createHash, randomUUID } from 'node:crypto';
import { guardedRequest, type GuardedResponse } from '../../lib/outbound/guarded-request.ts';
import { OutboundUnresolved, type OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import {
  FlowSchema,
  FullFlowInfoSchema,
  SearchFlowContentSchema,
  type Flow,
  type FlowInfo,
  type FlowSearchFilters,
  type FullFlowInfo,
} from './flow-types.ts';
import { multipartBody } from './multipart-body.ts';
import { PLATFORM_UNREACHABLE, PlatformError, platformErrorOf } from './platform-errors.ts';

export interface FlowServiceSettings {
  /** The Flow Service's base URL, e.g. https://api.flow.pa.example/flow-service (a tenant's setting). */
  baseUrl: string;
  token: string;
  guard: OutboundGuard;
  /** Tries on 429/503 (first included) and the first wait, doubled each time. */
  retry?: { attempts: number; delayMs: number };
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: { bytes: Buffer | string; contentType: string };
  accept?: string;
}

export const SEARCH_LIMIT_MAX = 100;

/**
 * The AFNOR XP Z12-013 « Flow Service » (v1.1.0) of one account's approved platform: Bearer token,
 * every connection through the outbound guard (the URL is the tenant's), 429/503 asked again
 * with a doubling wait, every other refusal a PlatformError in French at once.
 */
export class FlowServiceClient {
  private readonly base: URL;

  constructor(private readonly settings: FlowServiceSettings) {
    this.base = new URL(settings.baseUrl);
  }

  /** GET /v1/healthcheck — 200 when the service is up. */
  async healthcheck(): Promise<void> {
    await this.call({ method: 'GET', path: 'v1/healthcheck' });
  }

  /** POST /v1/flows — multipart flowInfo (JSON) + file; answers 202 with the flow's id. */
  async depositFlow(
    info: Omit<FlowInfo, 'sha256'>,
    file: { bytes: Buffer; contentType: string },
  ): Promise<FullFlowInfo> {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const { body, contentType } = multipartBody([
      { name: 'flowInfo', contentType: 'application/json', content: JSON.stringify({ ...info, sha256 }) },
      { name: 'file', contentType: file.contentType, content: file.bytes, filename: info.name ?? 'flux' },
    ]);
    const response = await this.call({
      method: 'POST',
      path: 'v1/flows',
      body: { bytes: body, contentType },
    });
    return this.parse(response, FullFlowInfoSchema);
  }

  /** POST /v1/flows/search — the flows updated after the cursor, oldest first, at most `limit` (≤ 100). */
  async searchFlows(where: FlowSearchFilters, limit = SEARCH_LIMIT_MAX): Promise<Flow[]> {
    const payload = JSON.stringify({ limit: Math.min(limit, SEARCH_LIMIT_MAX), where });
    const response = await this.call({
      method: 'POST',
      path: 'v1/flows/search',
      body: { bytes: payload, contentType: 'application/json' },
    });
    return this.parse(response, SearchFlowContentSchema).results;
  }

  /** GET /v1/flows/{flowId}?docType=Metadata — the flow's description. */
  async flowMetadata(flowId: string): Promise<Flow> {
    const response = await this.call({
      method: 'GET',
      path: `v1/flows/${encodeURIComponent(flowId)}?docType=Metadata`,
    });
    return this.parse(response, FlowSchema);
  }

  /** GET /v1/flows/{flowId}?docType=Original|Converted|ReadableView — the file's bytes. */
  async downloadFlow(flowId: string, docType: 'Original' | 'Converted' | 'ReadableView'): Promise<Buffer> {
    const path = `v1/flows/${encodeURIComponent(flowId)}?docType=${docType}`;
    return (await this.call({ method: 'GET', path, accept: 'application/octet-stream' })).bytes;
  }

  /**
   * The Directory Service beside it (XP Z12-013 annex B): whether an electronic invoicing address
   * (a SIREN, scheme 0225) is known. 404: unknown, nothing may be sent to it.
   */
  async directoryHasAddress(address: string): Promise<boolean> {
    try {
      await this.call({ method: 'GET', path: `v1/directory-line/code:${encodeURIComponent(address)}` });
      return true;
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) return false;
      throw error;
    }
  }

  private parse<T>(
    response: GuardedResponse,
    schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  ): T {
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      throw new PlatformError('La plateforme agréée a envoyé une réponse illisible', response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PlatformError('La plateforme agréée a envoyé une réponse illisible', response.status);
    return parsed.data as T;
  }

  private async call(call: Call): Promise<GuardedResponse> {
    const { attempts, delayMs } = this.settings.retry ?? { attempts: 3, delayMs: 500 };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(call);
      } catch (error) {
        const retryable = error instanceof PlatformError && (error.status === 429 || error.status === 503);
        if (!retryable || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
      }
    }
  }

  private async once(call: Call): Promise<GuardedResponse> {
    const port = Number(this.base.port) || (this.base.protocol === 'http:' ? 80 : 443);
    let target;
    try {
      target = await this.settings.guard.check(this.base.hostname, port);
    } catch (error) {
      if (error instanceof OutboundUnresolved) throw new PlatformError(PLATFORM_UNREACHABLE, 0);
      throw error;
    }
    const prefix = this.base.pathname.replace(/\/+$/, '');
    let response: GuardedResponse;
    try {
      response = await guardedRequest(target, {
        method: call.method,
        path: `${prefix}/${call.path}`,
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          accept: call.accept ?? 'application/json',
          'x-request-id': randomUUID(),
          ...(call.body ? { 'content-type': call.body.contentType } : {}),
        },
        body: call.body?.bytes,
        timeoutMs: this.settings.guard.timeoutMs,
      });
    } catch {
      throw new PlatformError(PLATFORM_UNREACHABLE, 0);
    }
    if (response.status >= 200 && response.status <= 299) return response;
    throw platformErrorOf(response.status, platformCodeOf(response.text));
  }
}

function platformCodeOf(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { errorCode?: unknown }).errorCode;
    return typeof code === 'string' ? code.slice(0, 100) : null;
  } catch {
    return null;
  }
}
