/** The platform refused or did not answer; the message is the user's, in French. */
export class PlatformError extends Error {
  constructor(
    message: string,
    /** The HTTP status the platform answered (0: no answer). */
    readonly status: number,
    /** The platform's own errorCode, when it gave one (e.g. FILE_SIZE_EXCEEDED). */
    readonly platformCode: string | null = null,
  ) {
    super(message);
  }
  /** Only a busy or unavailable platform is asked again; every other refusal would repeat. */
  get retryable(): boolean {
    return this.status === 429 || this.status === 503 || this.status === 0;
  }
}

export const PLATFORM_UNREACHABLE = 'La plateforme agréée ne répond pas à cette adresse';

const MESSAGES: Record<number, string> = {
  400: 'La plateforme agréée a refusé la demande : elle est mal formée',
  401: 'La plateforme agréée a refusé le jeton d’accès (jeton absent, expiré ou erroné)',
  403: 'La plateforme agréée refuse cette opération à ce jeton d’accès',
  404: 'La plateforme agréée ne connaît pas ce flux',
  413: 'Le fichier est trop volumineux pour la plateforme agréée',
  422: 'La plateforme agréée a jugé le flux incohérent et ne l’a pas accepté',
  429: 'La plateforme agréée reçoit trop de demandes : nouvel essai plus tard',
  503: 'La plateforme agréée est momentanément indisponible : nouvel essai plus tard',
};

/** The French message of a platform's HTTP status. */
export function platformErrorOf(status: number, platformCode: string | null): PlatformError {
  const message = MESSAGES[status] ?? `La plateforme agréée a répondu par une erreur (HTTP ${status})`;
  return new PlatformError(message, status, platformCode);
}
