import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  dateField,
  dateTimeField,
  ID_INVALID_MESSAGE,
  idField,
  idParam,
  intParam,
  MAX_INT,
  rawTextField,
  signaturePngField,
  TEXT_INVALID_MESSAGE,
  textField,
} from './fields.ts';
import { ErrorNotificationRequest } from './support.ts';
import { FolderCreate, FolderListQuery, FolderPatch, TokenRequest, TruckListQuery } from './index.ts';

z.config(z.locales.fr());

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('idField and idParam', () => {
  it('accept ids up to PostgreSQL’s largest integer', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(MAX_INT)).toBe(MAX_INT);
    expect(idParam.parse('2147483647')).toBe(MAX_INT);
  });

  it('refuse what the database cannot hold, in French', () => {
    for (const value of [MAX_INT + 1, 99_999_999_999, 0, -1, 1.5]) {
      expect(messageOf(idField, value)).toBe(ID_INVALID_MESSAGE);
    }
    for (const value of ['2147483648', '99999999999', '0', 'abc', '1e400']) {
      expect(messageOf(idParam, value)).toBe(ID_INVALID_MESSAGE);
    }
  });

  it('bound query integers too', () => {
    expect(intParam(0).parse('10')).toBe(10);
    expect(messageOf(intParam(0), '99999999999')).toBe(`Nombre entier attendu, entre 0 et ${MAX_INT}`);
  });
});

describe('textField and rawTextField', () => {
  it('keep ordinary text, accents and emoji (a surrogate pair)', () => {
    expect(textField(20).parse('  Élodie 🚗 ')).toBe('Élodie 🚗');
    expect(rawTextField(20).parse(' mot de passe ')).toBe(' mot de passe ');
  });

  it('refuse a NUL character and a lone surrogate, in French', () => {
    for (const value of ['a\u0000b', '\ud800', 'x\udfffy', 'fin\ud83d']) {
      expect(messageOf(textField(100), value)).toBe(TEXT_INVALID_MESSAGE);
      expect(messageOf(rawTextField(100), value)).toBe(TEXT_INVALID_MESSAGE);
    }
  });

  it('bound the length with a French message', () => {
    expect(messageOf(textField(5), 'abcdef')).toBe('Le texte ne doit pas dépasser 5 caractères');
  });
});

describe('dateTimeField and dateField', () => {
  it('accept ordinary dates', () => {
    expect(dateTimeField.parse('2026-11-23T18:00:00+01:00')).toBe('2026-11-23T18:00:00+01:00');
    expect(dateField.parse('1998-02-01')).toBe('1998-02-01');
  });

  it('refuse year 0000 and other years the database or people do not understand', () => {
    for (const value of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      expect(messageOf(dateTimeField, value)).toBe(DATE_RANGE_MESSAGE);
    }
    expect(messageOf(dateField, '0000-01-01')).toBe(DATE_RANGE_MESSAGE);
  });

  it('bound the instant too: an offset does not carry a date past 1900 or 2999', () => {
    for (const value of ['1900-01-01T00:00:00+14:00', '2999-12-31T23:00:00-05:00'])
      expect(messageOf(dateTimeField, value)).toBe(DATE_RANGE_MESSAGE);
    for (const value of ['1900-01-01T00:00:00Z', '2999-12-31T23:59:59+01:00'])
      expect(dateTimeField.parse(value)).toBe(value);
  });
});

describe('request schemas use the bounded builders', () => {
  it('refuse huge ids, NUL, lone surrogates and year 0000 wherever they are', () => {
    const refused: Array<[z.ZodType, unknown]> = [
      [FolderPatch, { version: MAX_INT + 1 }],
      [FolderPatch, { version: 1, contactInfo: 'a\u0000' }],
      [FolderCreate, { externalNumber: '\ud800' }],
      [FolderCreate, { missionIntervention: { truckId: 99_999_999_999 } }],
      [FolderCreate, { interventionDepannage: { dateIntervention: '0000-01-01T00:00:00Z' } }],
      [FolderListQuery, { truckId: '2147483648' }],
      [FolderListQuery, { text: 'a\u0000' }],
      [FolderListQuery, { page: '99999999999' }],
      [TruckListQuery, { offset: '99999999999' }],
      [ErrorNotificationRequest, { folderId: MAX_INT + 1 }],
      [ErrorNotificationRequest, { error: '\u0000' }],
      [TokenRequest, { username: 'a'.repeat(101) }],
      [TokenRequest, { password: 'a'.repeat(201) }],
      [TokenRequest, { username: 'depanneur\u0000' }],
    ];
    for (const [schema, value] of refused) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('signaturePngField', () => {
  const png = (length: number) => `data:image/png;base64,${'A'.repeat(length)}`;
  const message = (value: string) => signaturePngField.safeParse(value).error?.issues[0]?.message;
  it('takes a PNG data URL up to 400,000 characters', () => {
    expect(signaturePngField.safeParse(png(400_000 - 22)).success).toBe(true);
  });
  it('refuses a heavier one, another image type and anything but base64', () => {
    expect(message(png(400_000 - 21))).toBe('La signature est trop lourde');
    expect(message('data:image/jpeg;base64,AAAA')).toBe('La signature doit être une image PNG');
    expect(message('data:image/png;base64,AA\u0000A')).toBe('La signature doit être une image PNG');
  });
});
