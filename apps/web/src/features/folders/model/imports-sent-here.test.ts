import { describe, expect, it } from 'vitest';
import {
  importRefusedElsewhere,
  rememberSentFiles,
  takeSentFileOf,
  takeSentFileOfWhenAnswered,
  trackUpload,
} from './imports-sent-here.ts';

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

describe('an import that ends before the upload is answered', () => {
  it('waits for the answer naming the file before deciding whose file it is', async () => {
    let answer!: (files: string[]) => void;
    const upload = trackUpload(
      new Promise<string[]>((resolve) => {
        answer = resolve;
      }).then((files) => {
        rememberSentFiles(files);
        return files;
      }),
    );
    const decided = takeSentFileOfWhenAnswered("Le fichier « rapide.csv » n'a pas été importé");
    answer(['rapide.csv']);
    await upload;
    expect(await decided).toBe(true);
  });

  it('decides at once for another tab’s file, and after a failed upload', async () => {
    await trackUpload(Promise.reject(new Error('réseau'))).catch(() => undefined);
    expect(await takeSentFileOfWhenAnswered("Le fichier « autre.csv » n'a pas été importé")).toBe(false);
  });
});
