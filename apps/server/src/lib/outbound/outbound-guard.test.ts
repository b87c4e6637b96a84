import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardedRequest, GuardedRequestFailed } from './guarded-request.ts';
import { createOutboundGuard, OutboundRefused, OutboundUnresolved, type Resolver } from './outbound-guard.ts';

/** A resolver that answers from a table and counts its calls. */
function table(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (name) => {
    asked.push(name);
    const found = answers[name];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe('createOutboundGuard', () => {
  const dns = table({
    'praxedo.example': ['93.184.216.34'],
    'intranet.example': ['10.1.2.3'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': ['93.184.216.34', '127.0.0.1'],
    'v6.example': ['::1'],
    'mapped.example': ['::ffff:192.168.0.1'],
  });
  const guard = createOutboundGuard({ allow: ['fake.example:4299'], resolve: dns.resolve });

  it('answers the address a public name resolves to, with the host kept for Host and TLS', async () => {
    expect(await guard.check('Praxedo.Example.', 443)).toEqual({
      host: 'praxedo.example',
      port: 443,
      address: '93.184.216.34',
      family: 4,
      allowed: false,
    });
  });

  it.each(['intranet.example', 'metadata.example', 'mixed.example', 'v6.example', 'mapped.example'])(
    'refuses %s, which resolves to an address that is not public',
    async (name) => {
      await expect(guard.check(name, 443)).rejects.toBeInstanceOf(OutboundRefused);
    },
  );

  it('refuses loopback spellings without asking the resolver', async () => {
    const before = dns.asked.length;
    for (const host of ['localhost', '127.1', '2130706433', '[::1]', '0.0.0.0'])
      await expect(guard.check(host, 80)).rejects.toThrow('Adresse non autorisée');
    expect(dns.asked.length).toBe(before);
  });

  it('says when a name does not resolve', async () => {
    await expect(guard.check('nowhere.example', 443)).rejects.toBeInstanceOf(OutboundUnresolved);
  });

  it("lets in the operator's entries only, on their port", async () => {
    await expect(guard.check('fake.example', 4299)).rejects.toBeInstanceOf(OutboundUnresolved);
    const local = createOutboundGuard({ allow: ['127.0.0.1:4299'] });
    expect(await local.check('127.0.0.1', 4299)).toMatchObject({ address: '127.0.0.1', allowed: true });
    await expect(local.check('127.0.0.1', 4300)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(local.check('127.1', 4299)).rejects.toBeInstanceOf(OutboundRefused);
  });
});

describe('guardedRequest', () => {
  it('connects to the address checked, never resolving again, and keeps the name in Host', async () => {
    let seen: IncomingHttpHeaders | undefined;
    const server = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The name resolves to loopback once; a second lookup (none may happen) would find nothing.
      let lookups = 0;
      const guard = createOutboundGuard({
        allow: [`fake-praxedo.example:${port}`],
        resolve: async () => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : []),
      });
      const target = await guard.check('fake-praxedo.example', port);
      const answer = await guardedRequest(target, {
        method: 'GET',
        path: '/ping',
        headers: {},
        timeoutMs: 5_000,
      });
      expect(answer).toMatchObject({ status: 200, contentType: 'application/json', text: '{"ok":true}' });
      expect(answer.bytes?.toString('utf8')).toBe('{"ok":true}');
      expect(seen?.host).toBe(`fake-praxedo.example:${port}`);
      expect(lookups).toBe(1);
    } finally {
      server.close();
    }
  });

  it('speaks TLS to a target the operator did not allow', async () => {
    // A plain HTTP server: a TLS handshake with it fails, so the request fails as a whole.
    const server = createServer((_req, res) => res.writeHead(200).end('clair'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const target = {
        host: 'praxedo.example',
        port,
        address: '127.0.0.1',
        family: 4 as const,
        allowed: false,
      };
      await expect(
        guardedRequest(target, { method: 'GET', path: '/', headers: {}, timeoutMs: 5_000 }),
      ).rejects.toBeInstanceOf(GuardedRequestFailed);
    } finally {
      server.close();
    }
  });
});
