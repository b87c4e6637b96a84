import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Praxedo's web services on loopback: only `user`:`password` is let in. */
export async function startFakePraxedo(credentials: { user: string; password: string }): Promise<{
  /** What the account's webServiceDomain is set to, e.g. 127.0.0.1:41234 */
  domain: string;
  close: () => Promise<void>;
}> {
  const expected = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    if (req.headers.authorization !== expected) return res.writeHead(401).end();
    if (req.url === '/eTechnician/ws/ping')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    domain: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
