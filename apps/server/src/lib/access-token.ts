import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  AssistanceProviderSchema,
  BusinessNatureSchema,
  RoleCode,
  type AssistanceProvider,
  type BusinessNature,
} from '@plateau/contracts';

export type Role = (typeof RoleCode)[number];

/** What a request acts as. Resolved once per request from the access token. */
export interface AuthContext {
  accountId: number;
  userId: number;
  nature: BusinessNature;
  assistanceProvider: AssistanceProvider | null;
  /** The user's role in the account (ROLE referential): ADMIN may change the account's settings. */
  role: Role;
  /** The user's session epoch the token was issued in (users.session_epoch); absent when the server acts itself. */
  sessionEpoch?: number;
  /** When the token this context came from expires (ms since the epoch); the WebSocket closes then. */
  expiresAt?: number;
}

/** A request's context: from a token, so with its session epoch. */
export type SessionContext = AuthContext & { sessionEpoch: number };

const id = z.number().int().positive().max(2147483647);
/** What a token must carry; anything else (a string `acc`, an unknown nature) is refused. */
const ClaimsSchema = z.object({
  sub: id,
  acc: id,
  nat: BusinessNatureSchema,
  ap: AssistanceProviderSchema.nullable(),
  rol: z.enum(RoleCode),
  // Tokens issued before sessions had epochs carry none: epoch 0, every user's first.
  sep: z.number().int().nonnegative().default(0),
  exp: z.number().int(),
});
type Claims = z.infer<typeof ClaimsSchema>;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Access tokens are HS256 JWTs carrying the auth context. They say who signed in; what that user
 * may still do is read from the user's current state at each request (db/sessions), so a removed
 * user or a changed password ends them at once.
 */
export function signAccessToken(ctx: SessionContext, secret: string, lifetimeSeconds: number): string {
  const claims: Claims = {
    sub: ctx.userId,
    acc: ctx.accountId,
    nat: ctx.nature,
    ap: ctx.assistanceProvider,
    rol: ctx.role,
    sep: ctx.sessionEpoch,
    exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The context of a valid, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string): SessionContext | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ClaimsSchema.safeParse(json);
  if (!parsed.success) return null;
  const claims = parsed.data;
  if (claims.exp * 1000 <= Date.now()) return null;
  return {
    userId: claims.sub,
    accountId: claims.acc,
    nature: claims.nat,
    assistanceProvider: claims.ap,
    role: claims.rol,
    sessionEpoch: claims.sep,
    expiresAt: claims.exp * 1000,
  };
}

/**
 * verifyAccessToken with a memory of the tokens already verified: a screen sends its token with
 * every request, and the HMAC and claims parsing were a tenth of GET /api/account's time (issue
 * 24). Only the signature check is remembered, bounded to `max` tokens; an expired token is
 * refused as before, and whether its user may still act is decided for each request elsewhere.
 */
export function tokenVerifier(secret: string, max = 10_000): (token: string) => SessionContext | null {
  const verified = new Map<string, Readonly<SessionContext>>();
  return (token) => {
    const known = verified.get(token);
    if (known) {
      if ((known.expiresAt ?? 0) > Date.now()) return known;
      verified.delete(token);
      return null;
    }
    const claims = verifyAccessToken(token, secret);
    if (!claims) return null;
    if (verified.size >= max) verified.delete(verified.keys().next().value!);
    verified.set(token, Object.freeze(claims));
    return claims;
  };
}
