import type { ErrorNotificationRequest } from '@plateau/contracts';
import type { ApiError } from './api-error.ts';

const FOLDER_PATH = /^\/folders\/(\d+)(?:\/|$)/;

/** The folder the user was on when the error happened, if any. */
export function folderIdOf(pathname: string): number | null {
  const match = FOLDER_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** What 'Signaler au support' sends: the error the user saw, and where. */
export function errorReport(error: ApiError, pathname: string): ErrorNotificationRequest {
  return {
    error: error.error,
    error_description: error.description,
    status: error.status,
    path: error.path,
    folderId: folderIdOf(pathname),
  };
}
