import { ApiError, NoResponseError } from '../lib/api-error.ts';
import { openErrorDialog } from './error-dialog.tsx';
import { openGenericError } from './message-dialog.tsx';
import { notifyNoResponse } from './notify.tsx';

/**
 * The one place that tells the user a call failed (spec 1 §8). A 401 says nothing:
 * the API client has already ended the session and the app goes back to /login.
 */
export function reportError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status !== 401) openErrorDialog(error);
    return;
  }
  if (error instanceof NoResponseError) {
    notifyNoResponse();
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(error);
  openGenericError();
}
