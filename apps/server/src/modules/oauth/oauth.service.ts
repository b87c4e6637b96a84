import bcrypt from 'bcryptjs';
import { ErrorCode, type TokenRequest, type TokenResponse } from '@plateau/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import { comparePassword } from '../../lib/password-hasher.ts';
import { findAccount, findManagedAccount, findUser, findUserByLogin } from '../account/account.repository.ts';
import { clearFailures, reserveAttempt } from './login-throttle.ts';
import { rotateRefreshToken } from './refresh-tokens.repository.ts';
import { issueTokenPair } from './tokens.service.ts';

// Compared against when the login does not exist, so both cases take the same time (and the same
// trip through the bcrypt workers): the answer's timing does not tell which logins exist.
const DUMMY_HASH = bcrypt.hashSync('plateau-dummy-password', 10);
const WRONG_CREDENTIALS = "L'identifiant ou le mot de passe est incorrect";
/** A supervisor deleted (deactivated) the account: its data is kept, nobody signs in to it. */
const ACCOUNT_INACTIVE = 'Ce compte est désactivé';

const invalidGrant = (message: string) => new Invalid(message, ErrorCode.invalidGrant);

export async function grantToken(db: Db, config: Config, form: TokenRequest): Promise<TokenResponse> {
  switch (form.grant_type) {
    case 'password':
      return passwordGrant(db, config, form);
    case 'refresh_token':
      return refreshGrant(db, config, form);
    case undefined:
    case '':
      throw new Invalid('Le paramètre grant_type est obligatoire');
    default:
      throw new Invalid(
        `Type d'autorisation non pris en charge : ${form.grant_type}`,
        ErrorCode.unsupportedGrantType,
      );
  }
}

async function passwordGrant(db: Db, config: Config, form: TokenRequest): Promise<TokenResponse> {
  const { username, password } = form;
  if (!username || !password) throw new Invalid("L'identifiant et le mot de passe sont obligatoires");
  // Counted (and refused when locked) before the password is checked: see reserveAttempt.
  await reserveAttempt(db, username, {
    maxFailures: config.loginMaxFailures,
    lockSeconds: config.loginLockSeconds,
  });
  const user = await findUserByLogin(db, username);
  const matches = await comparePassword(password, user?.passwordHash ?? DUMMY_HASH);
  const account = user && matches ? await findAccount(db, user.accountId) : undefined;
  // The failure was already counted by reserveAttempt.
  if (!user || !account) throw invalidGrant(WRONG_CREDENTIALS);
  if (!account.active) throw invalidGrant(ACCOUNT_INACTIVE);
  await clearFailures(db, username);
  return issueTokenPair(db, config, user, account);
}

async function refreshGrant(db: Db, config: Config, form: TokenRequest): Promise<TokenResponse> {
  if (!form.refresh_token) throw new Invalid('Le paramètre refresh_token est obligatoire');
  const rotation = await rotateRefreshToken(db, form.refresh_token);
  if (rotation.kind !== 'rotated') throw invalidGrant('Session expirée, veuillez vous reconnecter');
  const account = await findAccount(db, rotation.accountId);
  if (!account) throw invalidGrant('Session expirée, veuillez vous reconnecter');
  if (!account.active) throw invalidGrant(ACCOUNT_INACTIVE);
  // An on-behalf session (a supervisor acting as a managed account) lives only as long as the
  // supervision: the right is checked again at every refresh.
  const user = await findUser(db, rotation.userId);
  if (!user) throw invalidGrant('Session expirée, veuillez vous reconnecter');
  if (user.accountId !== account.id && !(await findManagedAccount(db, user.accountId, account.id))) {
    throw invalidGrant('Vous ne supervisez plus ce compte : reconnectez-vous à votre propre compte');
  }
  return issueTokenPair(db, config, user, account, rotation.familyId);
}
