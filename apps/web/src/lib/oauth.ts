import { TokenResponse } from '@plateau/contracts';
import { apiRequest } from './api.ts';

const TOKEN_PATH = '/oauth/token';

export function requestPasswordToken(username: string, password: string): Promise<TokenResponse> {
  return apiRequest(TOKEN_PATH, {
    method: 'POST',
    clientAuth: true,
    form: { grant_type: 'password', username, password },
    schema: TokenResponse,
  });
}

export function requestRefreshedToken(refreshToken: string): Promise<TokenResponse> {
  return apiRequest(TOKEN_PATH, {
    method: 'POST',
    clientAuth: true,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    schema: TokenResponse,
  });
}
