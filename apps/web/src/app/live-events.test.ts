import { describe, expect, it } from 'vitest';
import { toastOf } from './live-events.ts';

describe('toast of a live event', () => {
  it('shows a success message with its title and text', () => {
    expect(
      toastOf({
        folderId: 3,
        eventType: 'NOTIFY_SUCCESS_MESSAGE',
        title: 'Envoyé !',
        message: 'Le message a bien été envoyé.',
      }),
    ).toEqual({
      kind: 'success',
      title: 'Envoyé !',
      message: 'Le message a bien été envoyé.',
    });
  });

  it('shows an error message, with French defaults when the server sent none', () => {
    expect(toastOf({ folderId: null, eventType: 'NOTIFY_ERROR_MESSAGE' })).toEqual({
      kind: 'failure',
      title: 'Erreur',
      message: 'Une erreur est survenue lors de votre action',
    });
  });

  it('stays silent for folder changes', () => {
    expect(toastOf({ folderId: 3, eventType: 'FOLDER_UPDATED' })).toBeNull();
  });
});
