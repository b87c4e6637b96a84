import type { TokenResponse } from '@plateau/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { AccountRow } from '../account/account.repository.ts';
import { AccountContext } from '../account/account.service.ts';
import { issueRefreshToken } from './refresh-tokens.repository.ts';

/** A fresh token pair for the user acting as `account`; `familyId` continues a rotation chain. */
export async function issueTokenPair(
  db: Db,
  config: Config,
  user: { id: number; role: string; sessionEpoch: number },
  account: AccountRow,
  familyId?: string,
): Promise<TokenResponse> {
  const ctx = AccountContext.of(user, account);
  const refreshToken = await issueRefreshToken(
    db,
    { userId: user.id, accountId: account.id, familyId },
    config.refreshTokenSeconds,
  );
  return {
    access_token: signAccessToken(ctx, config.tokenSecret, config.accessTokenSeconds),
    refresh_token: refreshToken,
    expires_in: config.accessTokenSeconds,
    token_type: 'bearer',
  };
}
