import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  resolveSecretsKey,
  resolveTokenSecret,
  SECRETS_KEY_FILE,
  TOKEN_SECRET_FILE,
} from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'plateau-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the token secret', () => {
  it('has no public default', () => {
    expect(loadConfig({}).tokenSecret).toBe('');
  });

  it('is TOKEN_SECRET when set', () => {
    const env = { TOKEN_SECRET: 'mine', DATABASE_URL: 'postgres://x/y', NODE_ENV: 'production' };
    expect(resolveTokenSecret(loadConfig(env), env)).toBe('mine');
  });

  it('is required with DATABASE_URL, with a French and English message', () => {
    const env = { DATABASE_URL: 'postgres://x/y', DATA_DIR: tempDir() };
    expect(() => resolveTokenSecret(loadConfig(env), env)).toThrow(ConfigError);
    expect(() => resolveTokenSecret(loadConfig(env), env)).toThrow(/TOKEN_SECRET est obligatoire/);
    expect(() => resolveTokenSecret(loadConfig(env), env)).toThrow(/TOKEN_SECRET is required/);
  });

  it('is required with NODE_ENV=production, even on the embedded database', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: tempDir() };
    expect(() => resolveTokenSecret(loadConfig(env), env)).toThrow(ConfigError);
  });

  it('is generated once for the embedded demo, kept in DATA_DIR (0600) and reused', () => {
    const env = { DATA_DIR: join(tempDir(), 'data') };
    const first = resolveTokenSecret(loadConfig(env), env);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const file = join(env.DATA_DIR, TOKEN_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveTokenSecret(loadConfig(env), env)).toBe(first);
    // Another data directory, another secret.
    const other = { DATA_DIR: tempDir() };
    expect(resolveTokenSecret(loadConfig(other), other)).not.toBe(first);
  });
});

describe('the secrets key', () => {
  it('is required on a real server, with a French and English message', () => {
    const env = { DATABASE_URL: 'postgres://x/y', DATA_DIR: tempDir() };
    expect(() => resolveSecretsKey(loadConfig(env), env)).toThrow(/SECRETS_KEY est obligatoire/);
    expect(() => resolveSecretsKey(loadConfig(env), env)).toThrow(/SECRETS_KEY is required/);
    const production = { NODE_ENV: 'production', DATA_DIR: tempDir() };
    expect(() => resolveSecretsKey(loadConfig(production), production)).toThrow(ConfigError);
  });

  it('is generated once for the embedded demo: 32 random bytes, kept in DATA_DIR (0600)', () => {
    const env = { DATA_DIR: join(tempDir(), 'data') };
    const first = resolveSecretsKey(loadConfig(env), env);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    const file = join(env.DATA_DIR, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSecretsKey(loadConfig(env), env)).toBe(first);
    expect(
      resolveSecretsKey(loadConfig({ ...env, SECRETS_KEY: 'given' }), { ...env, SECRETS_KEY: 'given' }),
    ).toBe('given');
  });
});

describe('logging', () => {
  it('is quiet by default (warnings and errors), LOG_LEVEL overrides', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
  });
});

describe('the folders', () => {
  it('resolves a relative WEB_DIR, which the static files plugin refuses otherwise', () => {
    expect(loadConfig({ WEB_DIR: 'apps/web/dist' }).webDir).toBe(join(process.cwd(), 'apps/web/dist'));
    expect(loadConfig({}).webDir).toBeUndefined();
  });
});

describe('the simulator', () => {
  it('plays the other side on the embedded demo database only, unless told', () => {
    expect(loadConfig({}).simulator.enabled).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).simulator.enabled).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SIMULATOR: 'on' }).simulator.enabled).toBe(true);
    expect(loadConfig({ SIMULATOR: 'off' }).simulator.enabled).toBe(false);
    // Anything but 'on' keeps it off: a typo never starts inventing folders.
    expect(loadConfig({ SIMULATOR: 'yes' }).simulator.enabled).toBe(false);
  });

  it('takes a seed and a pace, with sane defaults', () => {
    expect(loadConfig({}).simulator).toMatchObject({ seed: 1, pace: 1 });
    expect(loadConfig({ SIMULATOR_SEED: '42', SIMULATOR_PACE: '30' }).simulator).toMatchObject({
      seed: 42,
      pace: 30,
    });
    expect(loadConfig({ SIMULATOR_PACE: '0.5' }).simulator.pace).toBe(0.5);
    expect(loadConfig({ SIMULATOR_PACE: '0' }).simulator.pace).toBe(1);
    expect(loadConfig({ SIMULATOR_PACE: '-3' }).simulator.pace).toBe(1);
    expect(loadConfig({ SIMULATOR_PACE: 'vite' }).simulator.pace).toBe(1);
  });
});
