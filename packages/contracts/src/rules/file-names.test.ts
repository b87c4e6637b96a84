import { describe, expect, it } from 'vitest';
import { withoutUnsafeNameCharacters } from './file-names.ts';

describe('withoutUnsafeNameCharacters', () => {
  it.each([
    ['facture\u202efdp.exe', 'facturefdp.exe'],
    ['\u202aa\u202bb\u202cc\u202dd\u202e.pdf', 'abcd.pdf'],
    ['\u2066a\u2067b\u2068c\u2069.jpg', 'abc.jpg'],
    ['a\u200eb\u200f.png', 'ab.png'],
    ['a\u061cb.png', 'ab.png'],
    ['a\u0000b\nc\td\u007f\u0085\u009f.csv', 'abcd.csv'],
    ['x\ud800y.pdf', 'xy.pdf'],
  ])('removes bidirectional and control characters: %j → %j', (name, expected) => {
    expect(withoutUnsafeNameCharacters(name)).toBe(expected);
  });

  it('keeps accents, Arabic or Hebrew letters and emoji', () => {
    for (const name of ['Photo avant dépannage.jpg', 'صورة.jpg', 'תמונה.png', '🚗.jpg'])
      expect(withoutUnsafeNameCharacters(name)).toBe(name);
  });
});
