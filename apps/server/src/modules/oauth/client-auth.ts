import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@plateau/contracts';
import { AppError, Invalid } from '../../lib/errors.ts';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The id and secret are form-urlencoded before base64 (RFC 6749 §2.3.1); a bad '%' is bad input. */
const decodePart = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Invalid("L'en-tête Authorization est mal encodé (caractère « % » non valide)");
  }
};

/** HTTP Basic client authentication (RFC 6749 §2.3.1). */
export function authenticateClient(request: FastifyRequest, client: { id: string; secret: string }): void {
  const header = request.headers.authorization ?? '';
  const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const id = decodePart(decoded.slice(0, separator));
  const secret = decodePart(decoded.slice(separator + 1));
  if (separator < 0 || !same(id, client.id) || !same(secret, client.secret)) {
    throw new AppError(401, ErrorCode.invalidClient, 'Authentification du client invalide');
  }
}
