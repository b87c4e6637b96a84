import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE, isValidIdempotencyKey } from '@plateau/contracts';
import { Invalid } from '../lib/errors.ts';

/**
 * What must be the same for a key to be answered again: the method, the address with its query,
 * and the body as the route validated it. A body of bytes (a driver's photo) is hashed as it is:
 * turned into JSON it was a list of numbers, 838 ms for 9.7 MB. A multipart body is streamed to
 * its route, never held here: for uploads (imports, documents) the key alone stands for the request.
 */
export function fingerprint(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const body = request.body ?? null;
  // Other bodies keep the hash they always had: a retry across an upgrade still matches its key.
  if (!Buffer.isBuffer(body))
    return createHash('sha256')
      .update(JSON.stringify([request.method, request.url, body]))
      .digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, 'bytes']))
    .update(body)
    .digest('hex');
}

export function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !isValidIdempotencyKey(header))
    throw new Invalid(IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return header;
}
