import { z } from 'zod';

/** Every non-2xx answer of the API has this body (spec 1, section 8). */
export const ErrorBody = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The machine-readable `error` codes the server answers with. */
export const ErrorCode = {
  invalidRequest: 'invalid_request',
  invalidGrant: 'invalid_grant',
  invalidClient: 'invalid_client',
  unsupportedGrantType: 'unsupported_grant_type',
  tooManyAttempts: 'too_many_attempts',
  unauthorized: 'unauthorized',
  /** The token is valid but its session was ended (user removed, password changed, account deactivated…). */
  sessionRevoked: 'session_revoked',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An Idempotency-Key sent again with another request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The first call with this Idempotency-Key still runs. */
  requestInProgress: 'request_in_progress',
  payloadTooLarge: 'payload_too_large',
  serverError: 'server_error',
  /** An outside system (address API, truck terminal) failed or did not answer in time. */
  upstreamError: 'upstream_error',
  upstreamTimeout: 'upstream_timeout',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
