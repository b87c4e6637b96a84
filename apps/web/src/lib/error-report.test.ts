import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorReport, folderIdOf } from './error-report.ts';

const error = new ApiError(
  500,
  { error: 'Erreur serveur', error_description: 'Réessayez.' },
  '/api/folders/12/missions',
);

describe('error report', () => {
  it('sends the error body, its status and the failing call', () => {
    expect(errorReport(error, '/dashboard')).toEqual({
      error: 'Erreur serveur',
      error_description: 'Réessayez.',
      status: 500,
      path: '/api/folders/12/missions',
      folderId: null,
    });
  });

  it('names the folder open on screen', () => {
    expect(errorReport(error, '/folders/12').folderId).toBe(12);
    expect(folderIdOf('/folders/7/missions')).toBe(7);
  });

  it('names no folder on the list or a new folder', () => {
    expect(folderIdOf('/folders')).toBeNull();
    expect(folderIdOf('/folders/new')).toBeNull();
  });
});
