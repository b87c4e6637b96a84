import { Conflict } from './errors.ts';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True when the error (or the driver error Drizzle wraps) is a foreign-key violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a delete; a row still referenced elsewhere (an invoice line, a record of a module this one
 * does not know) answers 409 with the caller's French message instead of a 500. Checks that can
 * name the user of the row run before; this is the floor for every reference the schema holds.
 */
export async function deleteOrConflict<T>(remove: () => Promise<T>, message: string): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new Conflict(message);
    throw error;
  }
}
