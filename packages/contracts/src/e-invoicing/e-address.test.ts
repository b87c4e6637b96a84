import { describe, expect, it } from 'vitest';
import { eAddressKind, eAddressOf, eAddressProblem, E_ADDRESS_OTHER_SIREN_MESSAGE } from './e-address.ts';

describe('electronic invoicing addresses (scheme 0225)', () => {
  it('tells the four kinds apart', () => {
    expect(eAddressKind('404833048')).toBe('SIREN');
    expect(eAddressKind('404833048_40483304800022')).toBe('SIREN_SIRET');
    expect(eAddressKind('404833048_40483304800022_COMPTA-SUD')).toBe('SIREN_SIRET_ROUTINGCODE');
    expect(eAddressKind('404833048_FACTURES')).toBe('SIREN_SUFFIX');
  });

  it('refuses what is none: short SIREN, a SIRET of another SIREN with a code, too many parts, spaces', () => {
    expect(eAddressKind('40483304')).toBeNull();
    expect(eAddressKind('404833048_55210055400013_X')).toBeNull();
    expect(eAddressKind('404833048_a_b_c')).toBeNull();
    expect(eAddressKind('404833048_avec espace')).toBeNull();
  });

  it('belongs to the customer’s SIREN, and defaults to it', () => {
    expect(eAddressProblem('552100554_FACTURES', '404833048')).toBe(E_ADDRESS_OTHER_SIREN_MESSAGE);
    expect(eAddressProblem('404833048_FACTURES', '404833048')).toBeNull();
    expect(eAddressOf(null, '404833048')).toBe('404833048');
    expect(eAddressOf(' 404833048_FACTURES ', '404833048')).toBe('404833048_FACTURES');
  });
});
