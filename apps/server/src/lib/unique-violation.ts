import { databaseErrorOf } from './database-error.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when the error, or the driver error Drizzle wraps in `cause` (node-postgres and PGlite
 * alike), is a unique-constraint violation: two users asked for the same login, code or number
 * at once and the index decided. Optionally only for one constraint, so that another unique
 * index failing is not mistaken for the expected race.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseErrorOf(error);
  if (found?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || found.constraint === constraint;
}
