/** What PostgreSQL says of a failed statement: its SQLSTATE and, for a constraint, its name. */
export interface DatabaseError {
  code: string;
  constraint?: string;
}

const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/**
 * The driver error behind an error, on the error itself or in the `cause` Drizzle wraps it in
 * (node-postgres and PGlite alike), or undefined when the database did not raise it.
 */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    // A SQLSTATE is five characters with a digit; Node's own codes (EPIPE, ECONNRESET) have none.
    if (typeof code === 'string' && SQLSTATE.test(code))
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
