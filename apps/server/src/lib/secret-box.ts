import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from './config-error.ts';

/**
 * Secrets kept in the database (connector and SFTP passwords, API tokens) are sealed with
 * AES-256-GCM: a fresh 12-byte nonce per value, the 16-byte tag authenticates it, so a value
 * altered in the database or sealed with another key fails to open instead of decrypting to junk.
 * Format: 'v1:' + base64url(nonce | tag | ciphertext); the version lets the scheme change later.
 */
const PREFIX = 'v1:';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/** Thrown when a stored secret cannot be opened (another key, or altered). */
export class SecretBoxError extends Error {}

/** The 32-byte key from SECRETS_KEY, written in base64 or hexadecimal. */
export function parseSecretsKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      'SECRETS_KEY doit faire 32 octets, en base64 ou en hexadécimal (par exemple `openssl rand -base64 32`).\n' +
        'SECRETS_KEY must be 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`).',
    );
  }
  return key;
}

export function createSecretBox(secretsKey: string): SecretBox {
  const key = parseSecretsKey(secretsKey);
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new SecretBoxError('secret stocké dans un format inconnu');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      if (raw.length < 28) throw new SecretBoxError('secret stocké tronqué');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('secret stocké illisible (autre clé SECRETS_KEY, ou valeur altérée)');
      }
    },
  };
}
