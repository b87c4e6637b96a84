import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from '../../../lib/api-error.ts';
import { SIGN_IN_FAILED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, signInErrorMessage } from './sign-in.ts';

const apiError = (status: number, error: string) =>
  new ApiError(status, { error, error_description: 'Identifiants invalides' }, '/oauth/token');

describe('sign-in error message', () => {
  it('names wrong credentials when the server answers invalid_grant', () => {
    expect(signInErrorMessage(apiError(400, 'invalid_grant'))).toBe(WRONG_CREDENTIALS_MESSAGE);
  });

  it("shows the server's French message for a locked login", () => {
    const locked = new ApiError(
      429,
      {
        error: 'too_many_attempts',
        error_description: 'Trop de tentatives de connexion : réessayez dans 5 minutes',
      },
      '/oauth/token',
    );
    expect(signInErrorMessage(locked)).toBe('Trop de tentatives de connexion : réessayez dans 5 minutes');
  });

  it("shows the server's French message for empty fields", () => {
    const empty = new ApiError(
      400,
      { error: 'invalid_request', error_description: "L'identifiant et le mot de passe sont obligatoires" },
      '/oauth/token',
    );
    expect(signInErrorMessage(empty)).toBe("L'identifiant et le mot de passe sont obligatoires");
  });

  it.each([
    ['another 400', apiError(400, 'unsupported_grant_type')],
    ['a rejected client', apiError(401, 'invalid_client')],
    ['a server error', apiError(500, 'server_error')],
    ['no answer', new NoResponseError('/oauth/token')],
  ])('falls back to the generic message on %s', (_case, error) => {
    expect(signInErrorMessage(error)).toBe(SIGN_IN_FAILED_MESSAGE);
  });
});
