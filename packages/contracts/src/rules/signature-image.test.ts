import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_BYTES, signatureRefusal } from './signature-image.ts';

describe('signatureRefusal (issue 28 §6: a signature is a few hundred pixels)', () => {
  it('takes a signature within 2000 × 1000 pixels and 300 KB', () => {
    expect(signatureRefusal(20_000, { width: 600, height: 200 })).toBeNull();
    expect(signatureRefusal(SIGNATURE_MAX_BYTES, { width: 2000, height: 1000 })).toBeNull();
  });
  it('refuses one too large, too heavy or unreadable, in French', () => {
    expect(signatureRefusal(1000, { width: 12_000, height: 12_000 })).toBe(
      'La signature est trop grande (12000 × 12000 pixels) : au plus 2000 × 1000 pixels',
    );
    expect(signatureRefusal(1000, { width: 2001, height: 10 })).not.toBeNull();
    expect(signatureRefusal(SIGNATURE_MAX_BYTES + 1, { width: 10, height: 10 })).toBe(
      'La signature est trop lourde',
    );
    expect(signatureRefusal(1000, null)).toBe("La signature n'est pas une image PNG lisible");
    expect(signatureRefusal(1000, { width: 0, height: 10 })).toBe(
      "La signature n'est pas une image PNG lisible",
    );
  });
});
