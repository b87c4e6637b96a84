import { z } from 'zod';

/** POST /oauth/token, form-encoded. The grant decides which other fields are required. */
export const TokenRequest = z.object({
  grant_type: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** seconds */
  expires_in: z.number().int().positive(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const BuildInfo = z.object({
  build: z.object({ version: z.string(), time: z.string() }),
});
export type BuildInfo = z.infer<typeof BuildInfo>;

/** The web app sends this client by default (spec 1, section 7). */
export const DEFAULT_OAUTH_CLIENT = { id: 'backoffice', secret: 'backoffice' } as const;
