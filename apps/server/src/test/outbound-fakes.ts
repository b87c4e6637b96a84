import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

/** A server on loopback that counts whoever reaches it: what the outbound guard must keep away. */
export interface CountingServer {
  port: number;
  /** Connections accepted, HTTP or not. */
  connections: () => number;
  /** The headers of the HTTP requests received. */
  requests: IncomingHttpHeaders[];
  close: () => Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 that answers `answer` (a status), or never answers ('hang'), and
 * counts connections and requests.
 */
export async function startCountingHttp(answer: number | 'hang' = 200): Promise<CountingServer> {
  const requests: IncomingHttpHeaders[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    requests.push(req.headers);
    if (answer !== 'hang') res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A bare TCP server on 127.0.0.1 that counts connections (an SFTP server's place). */
export async function startCountingTcp(): Promise<CountingServer> {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    requests: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every spelling of the loopback address `port` is on, plus other addresses no tenant may reach. */
export const forbiddenHosts = [
  '127.0.0.1',
  '127.0.0.1.',
  'localhost',
  'LocalHost.',
  'api.localhost',
  '0.0.0.0',
  '0',
  '2130706433',
  '0x7f000001',
  '0x7f.1',
  '127.1',
  '0177.0.0.1',
  '[::1]',
  '[::]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[64:ff9b::7f00:1]',
  '[2002:7f00:1::]',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '224.0.0.1',
  '255.255.255.255',
  '[fd00::1]',
  '[fe80::1]',
];
