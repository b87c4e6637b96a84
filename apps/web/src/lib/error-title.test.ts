import { ErrorCode } from '@plateau/contracts';
import { describe, expect, it } from 'vitest';
import { errorTitle } from './error-title.ts';

describe('error titles', () => {
  it.each([
    ['conflict', 409, 'Conflit de modification'],
    ['forbidden', 403, 'Accès refusé'],
    ['not_found', 404, 'Introuvable'],
    ['server_error', 500, 'Erreur du serveur'],
    ['invalid_request', 400, 'Requête invalide'],
    ['unauthorized', 401, 'Session expirée'],
    ['too_many_attempts', 429, 'Trop de tentatives'],
    ['too_many_requests', 429, 'Trop de requêtes'],
    ['payload_too_large', 413, 'Contenu trop volumineux'],
    ['upstream_timeout', 504, 'Service extérieur trop lent'],
    ['request_in_progress', 409, 'Demande en cours'],
    ['idempotency_key_reused', 422, 'Demande en double'],
  ])('names %s in French', (code, status, title) => {
    expect(errorTitle(code, status)).toBe(title);
  });

  it('has a French title for every code the server answers with', () => {
    for (const code of Object.values(ErrorCode)) {
      const title = errorTitle(code, 400);
      expect(title).not.toBe(code);
      expect(title).toMatch(/^[A-ZÉ][a-zàâçéèêëîïôûùü' ]+/);
    }
  });

  it('falls back on the status for a code it does not know, never showing the code', () => {
    expect(errorTitle('weird_code', 409)).toBe('Conflit de modification');
    expect(errorTitle('weird_code', 503)).toBe('Service indisponible');
    expect(errorTitle('weird_code', 500)).toBe('Erreur du serveur');
    expect(errorTitle('constructor', 418)).toBe('Erreur');
    expect(errorTitle('', 500)).toBe('Erreur du serveur');
  });

  it('keeps an error that is already words', () => {
    expect(errorTitle('Erreur serveur', 500)).toBe('Erreur serveur');
  });
});
