import { ErrorCode, SESSION_REVOKED_MESSAGE } from '@plateau/contracts';

/**
 * Services throw these; plugins/errors.ts maps them to the status and the
 * `{ error, error_description }` body. The description is read by users: French.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class Invalid extends AppError {
  constructor(message: string, code: string = ErrorCode.invalidRequest) {
    super(400, code, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentification requise') {
    super(401, ErrorCode.unauthorized, message);
  }
}
/** A valid token whose session was taken away (db/sessions): the client signs in again, it does not refresh. */
export class SessionRevoked extends AppError {
  constructor() {
    super(401, ErrorCode.sessionRevoked, SESSION_REVOKED_MESSAGE);
  }
}
export class Forbidden extends AppError {
  constructor(message = "Vous n'avez pas le droit d'effectuer cette action") {
    super(403, ErrorCode.forbidden, message);
  }
}
export class NotFound extends AppError {
  constructor(message = "La ressource demandée n'existe pas") {
    super(404, ErrorCode.notFound, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, ErrorCode.conflict, message);
  }
}
/** An outside system answered badly or not at all: not our bug, so never a 500. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, ErrorCode.upstreamError, message);
  }
}
export class UpstreamTimeout extends AppError {
  constructor(message: string) {
    super(504, ErrorCode.upstreamTimeout, message);
  }
}
/** Well-formed, but cannot be done as asked (an Idempotency-Key reused for another request). */
export class Unprocessable extends AppError {
  constructor(message: string, code: string = ErrorCode.invalidRequest) {
    super(422, code, message);
  }
}
