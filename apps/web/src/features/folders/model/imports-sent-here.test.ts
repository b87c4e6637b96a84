import { describe, expect, it } from 'vitest';
import { rememberSentFiles, takeSentFileOf } from './imports-sent-here.ts';

describe('imports sent from this tab', () => {
  it('knows a file it sent, once, and not another tab’s file', () => {
    rememberSentFiles(['dossiers-mai.csv']);
    expect(takeSentFileOf("Le fichier « erreurs.csv » n'a pas été importé")).toBe(false);
    expect(takeSentFileOf("Le fichier « dossiers-mai.csv » n'a pas été importé")).toBe(true);
    expect(takeSentFileOf("Le fichier « dossiers-mai.csv » n'a pas été importé")).toBe(false);
  });
});
