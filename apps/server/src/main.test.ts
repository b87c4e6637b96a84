import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_SECRET_FILE } from './config.ts';
import { openUrl, readyMessage } from './lib/ready-message.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the server as `npm start` does, with only these variables of ours. */
function start(env: Record<string, string>) {
  const clean = { ...process.env };
  for (const name of ['TOKEN_SECRET', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'HOST', 'DATA_DIR']) {
    delete clean[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...clean, WEB_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function until(check: () => boolean, timeoutMs: number) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start', () => {
  it('refuses to start on PostgreSQL without TOKEN_SECRET, saying why in French and English', async () => {
    const { output, exited } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain('TOKEN_SECRET est obligatoire');
    expect(output.stderr).toContain('TOKEN_SECRET is required');
    expect(output.stdout).toBe('');
  });

  it('prints one French line when ready, and no request logs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plateau-start-'));
    dirs.push(dataDir);
    const { child, output, exited } = start({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    try {
      await until(() => output.stdout.includes('\n') || child.exitCode !== null, 90_000);
      const url = /Plateau est prêt : (http:\/\/127\.0\.0\.1:\d+)/.exec(output.stdout)?.[1];
      expect(url, output.stdout + output.stderr).toBeDefined();
      expect(output.stdout).toBe(`${readyMessage(url!, true)}\n`);
      expect(output.stdout).toContain(
        '— comptes de démonstration : depanneur, operateur, mission, assisteur, mondial, superviseur, iot, chauffeur (mot de passe = identifiant ; chauffeur : application /chauffeur)',
      );
      // Requests are not logged at the default level.
      expect((await fetch(`${url}/health`)).status).toBe(200);
      expect((await fetch(`${url}/api/account?access_token=x`)).status).toBeGreaterThanOrEqual(400);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(output.stdout.trim().split('\n')).toHaveLength(1);
      expect(output.stderr).toBe('');
      // The demo's token secret was generated into DATA_DIR, readable by its owner only.
      expect(statSync(join(dataDir, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});

describe('the ready line', () => {
  it('names localhost when listening on every interface, and the demo logins only with demo data', () => {
    expect(openUrl({ address: '0.0.0.0', family: 'IPv4', port: 8080 }, '0.0.0.0', 8080)).toBe(
      'http://localhost:8080',
    );
    expect(openUrl({ address: '::', family: 'IPv6', port: 8080 }, '::', 8080)).toBe('http://localhost:8080');
    expect(readyMessage('http://localhost:8080', true)).toBe(
      'Plateau est prêt : http://localhost:8080 — comptes de démonstration : depanneur, operateur, mission, assisteur, mondial, superviseur, iot, chauffeur (mot de passe = identifiant ; chauffeur : application /chauffeur)',
    );
    expect(readyMessage('http://localhost:8080', false)).toBe('Plateau est prêt : http://localhost:8080');
  });
});
