import { z } from 'zod';
import { isSafeText, TEXT_INVALID_MESSAGE } from '../fields.ts';
import { FolderMessage } from './valorisation.ts';

export const FOLDER_MESSAGE_MAX_LENGTH = 1000;
export const FOLDER_MESSAGE_EMPTY = 'Le message est vide';
export const FOLDER_MESSAGE_TOO_LONG = `Le message ne doit pas dépasser ${FOLDER_MESSAGE_MAX_LENGTH} caractères`;

/** Who wrote a message: the operator (this product) or the driver (the Nomad terminal). */
export const MessageProvenance = { BACKOFFICE: 'BACKOFFICE', NOMAD: 'NOMAD' } as const;

/**
 * POST /api/folders/{id}/sendMessage: the body is the message itself, as text/plain, trimmed,
 * 1 to 1,000 characters, storable. The web form checks the same schema.
 */
export const FolderMessageText = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? FOLDER_MESSAGE_EMPTY
        : 'Le message doit être envoyé en texte brut (text/plain)',
  })
  .trim()
  .min(1, FOLDER_MESSAGE_EMPTY)
  .max(FOLDER_MESSAGE_MAX_LENGTH, FOLDER_MESSAGE_TOO_LONG)
  .refine(isSafeText, TEXT_INVALID_MESSAGE);

/** The folder's conversation with the driver, oldest first (sendMessage, markAsRead). */
export const FolderMessageList = z.array(FolderMessage);
export type FolderMessageList = z.infer<typeof FolderMessageList>;
