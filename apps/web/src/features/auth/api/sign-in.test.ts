import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from '../../../lib/api-error.ts';
import { SIGN_IN_FAILED_MESSAGE, WRONG_CREDENTIALS_MESSAGE, signInErrorMessage } from './sign-in.ts';

const apiError = (status: number, error: string) =>
  new ApiError(status, { error, error_description: 'Identifiants invalides' }, '/oauth/token');

describe('sign-in error message', () => {
  it('names wrong credentials when the server answers invalid_grant', () => {
    expect(signInErrorMessage(apiError(400, 'invalid_grant'))).toBe(WRONG_CREDENTIALS_MESSAGE);
  });

  it.each([
    ['another 400', apiError(400, 'invalid_request')],
    ['a locked account', apiError(429, 'too_many_attempts')],
    ['a server error', apiError(500, 'server_error')],
    ['no answer', new NoResponseError('/oauth/token')],
  ])('falls back to the generic message on %s', (_case, error) => {
    expect(signInErrorMessage(error)).toBe(SIGN_IN_FAILED_MESSAGE);
  });
});
