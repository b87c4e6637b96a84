import { describe, expect, it } from 'vitest';
import { FOLDER_MESSAGE_MAX_LENGTH, FolderMessageText } from '../folders/message.ts';
import { FOLDER_CLOSED_MESSAGE } from './folder-editable.ts';
import {
  MESSAGES_NOT_ALLOWED_MESSAGE,
  MESSAGES_NO_RECIPIENT_MESSAGE,
  messageRefusal,
  unreadMessageCount,
} from './folder-messages.ts';

const issues = (input: unknown) => {
  const parsed = FolderMessageText.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('the text of a message to the driver', () => {
  it('is trimmed and kept', () => {
    expect(FolderMessageText.parse('  Bien reçu, merci.\n')).toBe('Bien reçu, merci.');
  });

  it('is refused empty or blank', () => {
    expect(issues('')).toEqual(['Le message est vide']);
    expect(issues(' \n\t ')).toEqual(['Le message est vide']);
    expect(issues(undefined)).toEqual(['Le message est vide']);
  });

  it('holds at most 1,000 characters', () => {
    expect(issues('a'.repeat(FOLDER_MESSAGE_MAX_LENGTH))).toEqual([]);
    expect(issues('a'.repeat(FOLDER_MESSAGE_MAX_LENGTH + 1))).toEqual([
      'Le message ne doit pas dépasser 1000 caractères',
    ]);
  });

  it('refuses a NUL character and a lone surrogate', () => {
    expect(issues('a\u0000b')).toHaveLength(1);
    expect(issues('a\uD800b')).toHaveLength(1);
  });

  it('must be text', () => {
    expect(issues({ text: 'x' })).toEqual(['Le message doit être envoyé en texte brut (text/plain)']);
  });
});

describe('who may write to the driver', () => {
  const nomad = { folderState: 'ACCEPTED', creationOrigine: 'NOMAD', messagesAllowed: true };

  it('a Nomad folder that allows messages, not closed', () => {
    expect(messageRefusal(nomad)).toBeNull();
  });

  it('not a closed folder', () => {
    expect(messageRefusal({ ...nomad, folderState: 'CLOSED' })).toBe(FOLDER_CLOSED_MESSAGE);
  });

  it('not a Nomad folder whose assistance company does not allow them', () => {
    expect(messageRefusal({ ...nomad, messagesAllowed: false })).toBe(MESSAGES_NOT_ALLOWED_MESSAGE);
  });

  it('a folder made here once its mission names a truck or an agent (issue 20)', () => {
    const backOffice = { ...nomad, creationOrigine: 'BACKOFFICE', messagesAllowed: false };
    expect(messageRefusal(backOffice)).toBe(MESSAGES_NO_RECIPIENT_MESSAGE);
    expect(messageRefusal({ ...backOffice, missionIntervention: { truckId: null, agentId: null } })).toBe(
      MESSAGES_NO_RECIPIENT_MESSAGE,
    );
    expect(messageRefusal({ ...backOffice, missionIntervention: { truckId: 3, agentId: null } })).toBeNull();
    expect(messageRefusal({ ...backOffice, missionIntervention: { truckId: null, agentId: 4 } })).toBeNull();
    expect(
      messageRefusal({
        ...backOffice,
        folderState: 'CLOSED',
        missionIntervention: { truckId: 3, agentId: 4 },
      }),
    ).toBe(FOLDER_CLOSED_MESSAGE);
  });
});

describe('the unread count', () => {
  it("counts the driver's unread messages only", () => {
    expect(
      unreadMessageCount([
        { provenance: 'NOMAD', markAsRead: false },
        { provenance: 'NOMAD', markAsRead: true },
        { provenance: 'BACKOFFICE', markAsRead: false },
        { provenance: 'NOMAD', markAsRead: false },
      ]),
    ).toBe(2);
  });
});
