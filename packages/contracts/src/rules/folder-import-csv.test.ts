import { describe, expect, it } from 'vitest';
import {
  CSV_IMPORT_COLUMNS,
  csvImportColumnIndexes,
  csvImportErrorMessage,
  csvImportRowOf,
  csvImportSuccessMessage,
  csvImportTemplate,
  repeatedExternalNumbers,
  type CsvImportRow,
} from './folder-import-csv.ts';
import { parseParisDateTime } from './paris-clock.ts';

const header = CSV_IMPORT_COLUMNS.map((c) => c.header);
const indexesOf = (h: readonly string[]) => {
  const result = csvImportColumnIndexes(h);
  if ('error' in result) throw new Error(result.error.reason);
  return result.indexes;
};
const example = CSV_IMPORT_COLUMNS.map((c) => c.example as string);
const withCell = (key: string, value: string) =>
  example.map((cell, i) => (CSV_IMPORT_COLUMNS[i]!.key === key ? value : cell));

describe('CSV import columns', () => {
  it('finds the columns in any order, ignoring case, accents, a BOM and unknown columns', () => {
    const indexes = indexesOf(['\uFEFFdate de mission', 'Autre', 'ASSISTEUR', 'n° dossier', 'modele']);
    expect(indexes).toEqual({ missionDateTime: 0, assistanceProvider: 2, externalNumber: 3, modele: 4 });
  });

  it('names the missing required columns on line 1', () => {
    expect(csvImportColumnIndexes(['N° dossier', 'Ville'])).toEqual({
      error: { line: 1, reason: 'colonne obligatoire absente : « Assisteur », « Date de mission »' },
    });
  });

  it('offers a template whose header reads back and whose example line is valid', () => {
    const [head, line] = csvImportTemplate().replace('\uFEFF', '').trim().split('\r\n');
    const indexes = indexesOf(head!.split(';'));
    expect(csvImportRowOf(indexes, line!.split(';'), 2)).toHaveProperty('row.externalNumber', 'AX-2026-0001');
  });

  it('names the account’s truck in the template, or none (an unknown one would refuse the file)', () => {
    const rowOf = (template: string) => {
      const [head, line] = template.replace('\uFEFF', '').trim().split('\r\n');
      return csvImportRowOf(indexesOf(head!.split(';')), line!.split(';'), 2);
    };
    expect(rowOf(csvImportTemplate('Porteur T1 - Mercedes Atego'))).toHaveProperty(
      'row.truckName',
      'Porteur T1 - Mercedes Atego',
    );
    const withoutTruck = rowOf(csvImportTemplate());
    expect(withoutTruck).toHaveProperty('row.externalNumber', 'AX-2026-0001');
    expect(withoutTruck).not.toHaveProperty('row.truckName', expect.anything());
  });
});

describe('CSV import lines', () => {
  const indexes = indexesOf(header);

  it('reads a valid line, the provider by label or code, the date in Paris time', () => {
    const result = csvImportRowOf(indexes, withCell('assistanceProvider', 'europ_assistance'), 7);
    expect(result).toMatchObject({
      row: {
        line: 7,
        externalNumber: 'AX-2026-0001',
        assistanceProvider: 'EUROP_ASSISTANCE',
        missionDateTime: new Date('2026-05-04T06:30:00Z'),
        truckName: 'Plateau 1',
        customerPlace: { contactName: 'Dubois', city: 'Lyon', contactPhone: '06 12 34 56 78' },
        vehicule: { immatriculation: 'AB-123-CD', marque: 'Renault', modele: 'Clio' },
      },
    });
  });

  it('keeps formula-looking cells as plain text', () => {
    const result = csvImportRowOf(indexes, withCell('text', '=HYPERLINK("http://x")'), 2);
    expect(result).toHaveProperty('row.text', '=HYPERLINK("http://x")');
  });

  it.each([
    ['externalNumber', '  ', '« N° dossier » est vide'],
    ['assistanceProvider', '', '« Assisteur » est vide'],
    ['assistanceProvider', 'Assurances Dupont', 'assisteur inconnu « Assurances Dupont »'],
    ['missionDateTime', '2026-05-04 08:30', 'date invalide « 2026-05-04 08:30 » (attendu jj/mm/aaaa hh:mm)'],
    ['missionDateTime', '31/02/2026 08:30', 'date invalide « 31/02/2026 08:30 » (attendu jj/mm/aaaa hh:mm)'],
    ['missionDateTime', '01/02/2026 24:10', 'date invalide « 01/02/2026 24:10 » (attendu jj/mm/aaaa hh:mm)'],
    ['contactPhone', '12', '« Téléphone du client » : Numéro non valide'],
    ['externalNumber', 'x'.repeat(51), '« N° dossier » : Le texte ne doit pas dépasser 50 caractères'],
  ])('refuses %s = %j', (key, value, reason) => {
    const column = CSV_IMPORT_COLUMNS.find((c) => c.key === key)!.header;
    expect(csvImportRowOf(indexes, withCell(key, value), 3)).toEqual({
      errors: [{ line: 3, column, value: value.trim(), reason }],
    });
  });

  it('names every problem of a line, each with its column and value', () => {
    const cells = [...example];
    cells[header.indexOf('Assisteur')] = 'Assurances Dupont';
    cells[header.indexOf('Date de mission')] = 'demain';
    cells[header.indexOf('Téléphone du client')] = '12';
    expect(csvImportRowOf(indexes, cells, 7)).toEqual({
      errors: [
        {
          line: 7,
          column: 'Assisteur',
          value: 'Assurances Dupont',
          reason: 'assisteur inconnu « Assurances Dupont »',
        },
        {
          line: 7,
          column: 'Date de mission',
          value: 'demain',
          reason: 'date invalide « demain » (attendu jj/mm/aaaa hh:mm)',
        },
        {
          line: 7,
          column: 'Téléphone du client',
          value: '12',
          reason: '« Téléphone du client » : Numéro non valide',
        },
      ],
    });
  });

  it('reads winter and summer dates with their own offset', () => {
    expect(parseParisDateTime('15/01/2026 12:00')).toEqual(new Date('2026-01-15T11:00:00Z'));
    expect(parseParisDateTime('15/07/2026 12:00')).toEqual(new Date('2026-07-15T10:00:00Z'));
    expect(parseParisDateTime('29/03/2026 03:30')).toEqual(new Date('2026-03-29T01:30:00Z'));
  });

  it('reports a folder number repeated in the file', () => {
    const rows = [2, 3, 4].map((line) => ({ line, externalNumber: line === 3 ? 'B' : 'A' }));
    expect(repeatedExternalNumbers(rows as CsvImportRow[])).toEqual([
      { line: 4, column: 'N° dossier', value: 'A', reason: '« A » figure déjà ligne 2' },
    ]);
  });
});

describe('CSV import messages', () => {
  it('names the file, the first five lines and how many more', () => {
    const errors = [2, 3, 4, 5, 6, 7, 8].map((line) => ({ line, reason: 'assisteur inconnu « X »' }));
    const message = csvImportErrorMessage('mai.csv', errors);
    expect(message).toMatch(/^Le fichier « mai\.csv » n'a pas été importé : ligne 2 : assisteur inconnu/);
    expect(message).toContain('ligne 6 :');
    expect(message).not.toContain('ligne 7 :');
    expect(message).toMatch(/\(et 2 autres\)\.$/);
  });

  it('counts the imported folders in French', () => {
    expect(csvImportSuccessMessage('a.csv', 1)).toBe('1 dossier importé depuis « a.csv ».');
    expect(csvImportSuccessMessage('a.csv', 3)).toBe('3 dossiers importés depuis « a.csv ».');
  });
});
