import { ErrorCode } from '@plateau/contracts';

/** The French title of each `error` code the server answers with (spec 1 §8: the dialog's title). */
const TITLES: Record<string, string> = {
  [ErrorCode.invalidRequest]: 'Requête invalide',
  [ErrorCode.invalidGrant]: 'Identifiants incorrects',
  [ErrorCode.invalidClient]: 'Application non reconnue',
  [ErrorCode.unsupportedGrantType]: 'Requête invalide',
  [ErrorCode.tooManyAttempts]: 'Trop de tentatives',
  [ErrorCode.unauthorized]: 'Session expirée',
  [ErrorCode.sessionRevoked]: 'Session révoquée',
  [ErrorCode.forbidden]: 'Accès refusé',
  [ErrorCode.notFound]: 'Introuvable',
  [ErrorCode.conflict]: 'Conflit de modification',
  [ErrorCode.idempotencyKeyReused]: 'Demande en double',
  [ErrorCode.requestInProgress]: 'Demande en cours',
  [ErrorCode.payloadTooLarge]: 'Contenu trop volumineux',
  [ErrorCode.serverError]: 'Erreur du serveur',
  [ErrorCode.upstreamError]: 'Service extérieur indisponible',
  [ErrorCode.upstreamTimeout]: 'Service extérieur trop lent',
  // Codes a framework or a proxy may answer with, in the same shape.
  too_many_requests: 'Trop de requêtes',
  request_header_too_large: 'Requête trop volumineuse',
  bad_request: 'Requête invalide',
  timeout: 'Délai dépassé',
  network_error: 'Serveur injoignable',
};

/** When the code is unknown, the HTTP status still says what kind of failure it was. */
function titleOfStatus(status: number): string {
  if (status === 400) return 'Requête invalide';
  if (status === 401) return 'Session expirée';
  if (status === 403) return 'Accès refusé';
  if (status === 404) return 'Introuvable';
  if (status === 408 || status === 504) return 'Délai dépassé';
  if (status === 409) return 'Conflit de modification';
  if (status === 413 || status === 431) return 'Requête trop volumineuse';
  if (status === 429) return 'Trop de requêtes';
  if (status === 502 || status === 503) return 'Service indisponible';
  if (status >= 500) return 'Erreur du serveur';
  return 'Erreur';
}

const MACHINE_CODE = /^[a-z0-9_.-]*$/;

/**
 * The title a user reads for a failed call: never a raw code such as 'not_found'. An `error`
 * that is already words ('Erreur serveur', from a proxy or an older server) is kept as it is.
 */
export function errorTitle(code: string, status: number): string {
  if (Object.hasOwn(TITLES, code)) return TITLES[code]!;
  return MACHINE_CODE.test(code.trim()) ? titleOfStatus(status) : code.trim();
}
