import { describe, expect, it } from 'vitest';
import { encodeLatin9, toLatin9Text } from './latin9.ts';

const hex = (text: string) => encodeLatin9(text).toString('hex');

describe('encodeLatin9 (ISO 8859-15)', () => {
  it('writes French letters on one byte each, é as 0xE9', () => {
    expect(hex('é')).toBe('e9');
    expect(hex('Dépannage à Noël, ça coûte')).toBe(
      Buffer.from('Dépannage à Noël, ça coûte', 'latin1').toString('hex'),
    );
  });

  it("writes the eight letters Latin-9 added at Latin-1's places: € 0xA4, Œ 0xBC, œ 0xBD, Ÿ 0xBE, Š Ž", () => {
    expect(hex('€')).toBe('a4');
    expect(hex('Œœ')).toBe('bcbd');
    expect(hex('Ÿ')).toBe('be');
    expect(hex('ŠšŽž')).toBe('a6a8b4b8');
  });

  it('keeps tabs and CR LF, the columns and lines of the file', () => {
    expect(hex('a\tb\r\n')).toBe('6109620d0a');
  });

  it('writes an accent typed as a combining mark as the single Latin-9 letter', () => {
    expect(hex('e\u0301')).toBe('e9');
  });
});

describe('toLatin9Text: what Latin-9 cannot write is read, never a silent ? for a letter', () => {
  it.each([
    ['Łukasz Dąbrowski', 'Lukasz Dabrowski'],
    ['Ștefan Țurcanu', 'Stefan Turcanu'],
    ['Đorđe Ħal', 'Dorde Hal'],
    ['Erdoğan Işık', 'Erdogan Isik'],
    ['Kővári Ő', 'Kovári O'],
    ['Ærø Ångström', 'Ærø Ångström'],
    ['l’atelier « Martin » – 2 ‘bis’', "l'atelier « Martin » - 2 'bis'"],
    ['“Garage” — ok…', '"Garage" - ok...'],
    ['ﬁn ½ ¼ ¾', 'fin 1/2 1/4 3/4'],
    ['12\u202f500\u00a0€', '12 500\u00a0€'],
    ['Dépannage 🚗 Martin', 'Dépannage Martin'],
    ['🚚 Transports', 'Transports'],
    ['Famille 👨‍👩‍👧 Dupont ❤️', 'Famille Dupont'],
    ['Garage ⭐\tCL1 🚗\r\n', 'Garage\tCL1\r\n'],
    ['Garage™', 'GarageTM'],
    ['Garage 🇫🇷 Lyon 👍🏽', 'Garage Lyon'],
  ])('%s → %s', (input, expected) => {
    expect(toLatin9Text(input)).toBe(expected);
  });

  it('turns only characters with no Latin reading into ?', () => {
    expect(toLatin9Text('Москва 東京')).toBe('?????? ??');
  });

  it('writes the transliteration in the bytes too', () => {
    expect(encodeLatin9('Łódź €').toString('latin1')).toBe('Lódz \xa4');
  });
});
