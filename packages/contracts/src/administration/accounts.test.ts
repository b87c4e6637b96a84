import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LegalEntityPatch } from './accounts.ts';

z.config(z.locales.fr());

const firstMessage = (body: unknown) => {
  const parsed = LegalEntityPatch.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('LegalEntityPatch: the seller mentions', () => {
  it('stores each mention normalized', () => {
    expect(
      LegalEntityPatch.parse({
        legalForm: ' s.a.r.l. ',
        shareCapital: '7 500,5',
        rcsCity: 'RCS Lyon',
        rmNumber: ' 732 829 320 RM 69 ',
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        bic: 'bnpa frpp xxx',
        vatOnDebits: true,
      }),
    ).toEqual({
      legalForm: 'SARL',
      shareCapital: '7500.50',
      rcsCity: 'Lyon',
      rmNumber: '732 829 320 RM 69',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPPXXX',
      vatOnDebits: true,
    });
  });

  it('keeps a legal form it does not know as typed, and takes the capital as a number', () => {
    expect(LegalEntityPatch.parse({ legalForm: 'SELARL', shareCapital: 1000 })).toEqual({
      legalForm: 'SELARL',
      shareCapital: '1000.00',
    });
  });

  it('stores the VAT number, from which the SIREN is read, without spaces', () => {
    expect(LegalEntityPatch.parse({ tvaIntracommunautaire: 'fr 44 732 829 320' })).toEqual({
      tvaIntracommunautaire: 'FR44732829320',
    });
  });

  it('clears a mention sent empty or null', () => {
    expect(
      LegalEntityPatch.parse({ legalForm: '', shareCapital: '', rcsCity: ' ', iban: null, bic: '' }),
    ).toEqual({ legalForm: null, shareCapital: null, rcsCity: null, iban: null, bic: null });
  });

  it.each([
    [{ iban: 'FR7630006000011234567890188' }, 'IBAN non valide'],
    [{ iban: 'FR76 3000' }, 'IBAN non valide'],
    [{ bic: 'BNPAFRP' }, 'BIC non valide : 8 ou 11 caractères'],
    [{ shareCapital: '0' }, 'Capital social non valide'],
    [{ shareCapital: '-5' }, 'Capital social non valide'],
    [{ shareCapital: '12,345' }, 'Capital social non valide'],
    [{ shareCapital: '1000000000000' }, 'Capital social non valide'],
    [{ shareCapital: true }, 'Capital social non valide'],
    [{ legalForm: 'x'.repeat(61) }, 'Le texte ne doit pas dépasser 60 caractères'],
    [{ vatOnDebits: 'oui' }, 'booléen'],
    [{ tvaIntracommunautaire: 'FR45732829320' }, 'Numéro de TVA intracommunautaire non valide'],
  ])('refuses %j in French', (body, message) => {
    expect(firstMessage(body)).toContain(message);
  });
});
