import { z } from 'zod';
import { isSafeText, rawTextField, TEXT_INVALID_MESSAGE } from './fields.ts';

/** Sign-in fields are bounded: a 100 KB login is neither stored nor hashed. */
export const LOGIN_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

/** POST /oauth/token, form-encoded. The grant decides which other fields are required. */
export const TokenRequest = z.object({
  grant_type: rawTextField(50).optional(),
  username: z
    .string()
    .max(LOGIN_MAX_LENGTH, `L'identifiant ne doit pas dépasser ${LOGIN_MAX_LENGTH} caractères`)
    .refine(isSafeText, TEXT_INVALID_MESSAGE)
    .optional(),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`)
    .refine(isSafeText, TEXT_INVALID_MESSAGE)
    .optional(),
  refresh_token: rawTextField(200).optional(),
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

/**
 * A 401 with the code `session_revoked`: the user was removed, their password changed, their account
 * deactivated or the supervision they acted through ended. The web app shows it on the sign-in page.
 */
export const SESSION_REVOKED_MESSAGE = 'Votre session a été révoquée, reconnectez-vous.';

/** The web app sends this client by default (spec 1, section 7). */
export const DEFAULT_OAUTH_CLIENT = { id: 'backoffice', secret: 'backoffice' } as const;
