import { describe, expect, it } from 'vitest';
import { invoiceText } from './invoice-text.ts';

describe('invoice text', () => {
  it('keeps French text, composing accents typed decomposed', () => {
    expect(invoiceText('Dépannage « Martin » – 40 € œuvre')).toBe('Dépannage « Martin » – 40 € œuvre');
    expect(invoiceText('De\u0301pannage')).toBe('Dépannage');
  });

  it('leaves out emoji the font lacks, whole sequences at once, without doubling spaces', () => {
    expect(invoiceText('Voiture 🚗 en panne')).toBe('Voiture en panne');
    expect(invoiceText('Merci 👍🏽')).toBe('Merci');
    expect(invoiceText('👨‍👩‍👧 Famille')).toBe('Famille');
    expect(invoiceText('a🚗b')).toBe('ab');
  });

  it('replaces other characters the font lacks, controls included, by « ? », and breaks by spaces', () => {
    expect(invoiceText('Client 中')).toBe('Client ?');
    expect(invoiceText('ligne 1\r\nligne 2\tfin')).toBe('ligne 1 ligne 2 fin');
    expect(invoiceText('bip\u0007')).toBe('bip?');
  });
});
