import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { createSecretBox, parseSecretsKey, SecretBoxError } from './secret-box.ts';

const KEY = randomBytes(32).toString('base64');

describe('secret box', () => {
  it('opens what it sealed, and never shows the plaintext in the sealed value', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('mot de passe Webfleet é');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('mot de passe');
    expect(box.open(sealed)).toBe('mot de passe Webfleet é');
  });

  it('seals the same value differently each time (fresh nonce)', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a value sealed with another key, altered, or in an unknown format', () => {
    const sealed = createSecretBox(KEY).seal('secret');
    const other = createSecretBox(randomBytes(32).toString('hex'));
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    // One bit of the ciphertext flipped. (Replacing the last base64 characters could change only
    // the padding bits the decoder ignores: the value would then be the same, once in a while.)
    const raw = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    raw[raw.length - 1]! ^= 0x01;
    const altered = `v1:${raw.toString('base64url')}`;
    expect(() => createSecretBox(KEY).open(altered)).toThrow(SecretBoxError);
    expect(() => createSecretBox(KEY).open('clair')).toThrow(SecretBoxError);
    expect(() => createSecretBox(KEY).open('v1:AAAA')).toThrow(SecretBoxError);
  });

  it('accepts a 32-byte key in base64 or hex, and refuses any other length with a clear message', () => {
    expect(parseSecretsKey(KEY)).toHaveLength(32);
    expect(parseSecretsKey('ab'.repeat(32))).toHaveLength(32);
    expect(() => parseSecretsKey('trop court')).toThrow(ConfigError);
    expect(() => parseSecretsKey('trop court')).toThrow(/SECRETS_KEY doit faire 32 octets/);
  });
});
