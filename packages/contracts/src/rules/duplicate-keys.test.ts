import { describe, expect, it } from 'vitest';
import { folderSearchNeedle, phoneKey, registrationKey } from './duplicate-keys.ts';

describe('duplicate keys', () => {
  it('reads a plate the same way with or without dashes, spaces or lower case', () => {
    for (const typed of ['AB-123-CD', 'ab 123 cd', 'AB123CD', ' ab-123cd ']) {
      expect(registrationKey(typed)).toBe('AB123CD');
    }
    expect(registrationKey(null)).toBe('');
  });

  it('reads a French phone the same way whatever its spacing or international prefix', () => {
    for (const typed of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '0033612345678',
      '+33 (0)6 12 34 56 78',
    ]) {
      expect(phoneKey(typed)).toBe('0612345678');
    }
    expect(phoneKey('+32 470 12 34 56')).toBe('32470123456');
    expect(phoneKey(undefined)).toBe('');
  });

  it('searches a phone-like text by its key, any other text folded', () => {
    expect(folderSearchNeedle('+33 6 12 34')).toBe('061234');
    expect(folderSearchNeedle('06 12 34')).toBe('061234');
    expect(folderSearchNeedle('100211')).toBe('100211');
    expect(folderSearchNeedle('Élodie')).toBe('elodie');
    expect(folderSearchNeedle('AB-123')).toBe('ab-123');
    expect(folderSearchNeedle('  ')).toBe('  ');
  });
});
