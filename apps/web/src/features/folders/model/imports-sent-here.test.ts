import { describe, expect, it } from 'vitest';
import { importRefusedElsewhere, rememberSentFiles, takeSentFileOf } from './imports-sent-here.ts';

describe('imports sent from this tab', () => {
  it('knows a file it sent, once, and not another tab’s file', () => {
    rememberSentFiles(['dossiers-mai.csv']);
    expect(takeSentFileOf("Le fichier « erreurs.csv » n'a pas été importé")).toBe(false);
    expect(takeSentFileOf("Le fichier « dossiers-mai.csv » n'a pas été importé")).toBe(true);
    expect(takeSentFileOf("Le fichier « dossiers-mai.csv » n'a pas été importé")).toBe(false);
  });

  it('tells another tab which file was refused, not its every problem', () => {
    expect(
      importRefusedElsewhere(
        "Le fichier « erreurs.csv » n'a pas été importé : ligne 2 : assisteur inconnu « X » ; ligne 3 : date invalide « hier » (et 4 autres).",
      ),
    ).toBe(
      "Le fichier « erreurs.csv » n'a pas été importé : ses problèmes sont listés dans l'onglet qui l'a envoyé.",
    );
    expect(importRefusedElsewhere('Import impossible.')).toBe('Import impossible.');
  });
});
