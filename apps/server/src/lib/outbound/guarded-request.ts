import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { CheckedTarget } from './outbound-guard.ts';

export interface GuardedResponse {
  status: number;
  contentType: string;
  text: string;
  /** The same answer as bytes, for a binary file (a PDF). */
  bytes: Buffer;
}

/** The request could not be made or answered in time: no detail, so that ports look alike. */
export class GuardedRequestFailed extends Error {}

const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/**
 * One HTTP request to a checked target. The socket goes to the address the guard checked (this
 * lookup answers it, so no second resolution can point elsewhere) while the Host header and the
 * TLS name stay the host typed. HTTPS unless the operator's allow list let the target in.
 */
export function guardedRequest(
  target: CheckedTarget,
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
    timeoutMs: number;
  },
): Promise<GuardedResponse> {
  const lookup: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.allowed ? http : https;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (answer: GuardedResponse | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(new GuardedRequestFailed());
    };
    const req = client.request({
      host: target.host,
      port: target.port,
      path: request.path,
      method: request.method,
      headers: request.headers,
      lookup,
      ...(isIP(target.host) ? {} : { servername: target.host }),
      agent: false,
    });
    const timer = setTimeout(() => {
      settle(null);
      req.destroy();
    }, request.timeoutMs);
    req.on('error', () => settle(null));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) return chunks.push(chunk);
        settle(null);
        req.destroy();
      });
      res.on('error', () => settle(null));
      res.on('close', () => settle(null));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        settle({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: bytes.toString('utf8'),
          bytes,
        });
      });
    });
    req.end(request.body);
  });
}
