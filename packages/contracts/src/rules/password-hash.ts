/**
 * The browser hashes a new password with bcrypt (spec 3 §5, cost 10) and sends only the hash.
 * The server accepts a well-formed hash whose cost is at least 10 (weaker is easy to crack) and
 * at most 12: every sign-in pays the cost, and cost 31 would hold a bcrypt worker for days.
 */
export const BCRYPT_MIN_COST = 10;
export const BCRYPT_MAX_COST = 12;
export const PASSWORD_HASH_MESSAGE = `Empreinte de mot de passe non valide (bcrypt, coût ${BCRYPT_MIN_COST} à ${BCRYPT_MAX_COST})`;

const BCRYPT = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;

export function bcryptCost(hash: string): number | null {
  const match = BCRYPT.exec(hash);
  return match ? Number(match[1]) : null;
}

export function isAcceptedPasswordHash(hash: string): boolean {
  const cost = bcryptCost(hash);
  return cost !== null && cost >= BCRYPT_MIN_COST && cost <= BCRYPT_MAX_COST;
}

/** Logins are unique across accounts, typed at sign-in: letters, digits and . _ @ - only. */
export const LOGIN_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const USER_LOGIN_MIN_LENGTH = 2;
export const USER_LOGIN_MAX_LENGTH = 100;
export const LOGIN_INVALID_MESSAGE =
  'Le login doit faire au moins 2 caractères : lettres, chiffres et . _ @ - uniquement';
export const isValidLogin = (login: string): boolean =>
  login.length >= USER_LOGIN_MIN_LENGTH && login.length <= USER_LOGIN_MAX_LENGTH && LOGIN_PATTERN.test(login);
