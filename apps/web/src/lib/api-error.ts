import type { ErrorBody } from '@plateau/contracts';

/** A non-2xx answer; its body is the spec's `{ error, error_description }` (French). */
export class ApiError extends Error {
  readonly error: string;
  readonly description: string;

  constructor(
    readonly status: number,
    body: ErrorBody,
    readonly path: string,
  ) {
    super(body.error_description);
    this.name = 'ApiError';
    this.error = body.error;
    this.description = body.error_description;
  }

  get body(): ErrorBody {
    return { error: this.error, error_description: this.description };
  }
}

/** The server did not answer: time-out or network failure. */
export class NoResponseError extends Error {
  constructor(readonly path: string) {
    super('Pas de réponse du serveur');
    this.name = 'NoResponseError';
  }
}

/** The answer did not have the shape the contract promises. */
export class UnexpectedResponseError extends Error {
  constructor(readonly path: string) {
    super(`Réponse inattendue du serveur (${path})`);
    this.name = 'UnexpectedResponseError';
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function errorBodyOf(status: number, payload: unknown): ErrorBody {
  if (payload && typeof payload === 'object') {
    const { error, error_description } = payload as Record<string, unknown>;
    if (typeof error === 'string' && typeof error_description === 'string')
      return { error, error_description };
    if (typeof error === 'string') return { error, error_description: error };
  }
  return { error: 'Erreur', error_description: `Le serveur a répondu avec le statut ${status}.` };
}
