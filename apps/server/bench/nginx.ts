import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * nginx as deploy/nginx.conf ships it, balancing `upstreams` (http://127.0.0.1:port), on a free
 * loopback port of its own (the bench and scripts/test-cluster.mjs use the same file).
 */
export async function startNginx(upstreams: string[], port: number) {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!binary) throw new Error('nginx is missing (apt install nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'plateau-nginx-'));
  const shipped = readFileSync(fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url)), 'utf8');
  const servers = upstreams
    .map((url) => `    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`)
    .join('\n');
  const site = shipped
    .replace(/^\s*server 127\.0\.0\.1:8081 .*\n\s*server 127\.0\.0\.1:8082 .*$/m, servers)
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;$/m, '')
    // Measured without logging, as the http block below says.
    .replace(/^\s*access_log .*$/m, '    access_log off;');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
