import { describe, expect, it } from 'vitest';
import { FolderStateCode } from '../referentials/codes.ts';
import { FOLDER_CLOSED_MESSAGE, isFolderEditable } from './folder-editable.ts';

describe('isFolderEditable', () => {
  it('refuses a closed folder, with a French message', () => {
    expect(isFolderEditable({ folderState: 'CLOSED' })).toBe(false);
    expect(FOLDER_CLOSED_MESSAGE).toBe('Le dossier est clôturé : il ne peut plus être modifié.');
  });

  it('allows every other state', () => {
    for (const state of FolderStateCode.filter((s) => s !== 'CLOSED')) {
      expect(isFolderEditable({ folderState: state })).toBe(true);
    }
  });
});
