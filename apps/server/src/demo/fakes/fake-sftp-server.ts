import type { AddressInfo } from 'node:net';
import type { Connection } from 'ssh2';

export interface FakeSftpServer {
  host: string;
  port: number;
  /** The files written, by path, with the login that wrote them. */
  files: Map<string, { content: Buffer; username: string }>;
  /** Resolves with the first file whose path matches, now or later. */
  waitForFile(match: (path: string) => boolean, timeoutMs?: number): Promise<Buffer>;
  close(): Promise<void>;
}

interface Credentials {
  username: string;
  password: string;
}

/**
 * An SFTP server on loopback (ssh2's Server) that keeps the files it receives in memory: the
 * tests' and the demo's (the real ssh2-sftp-client talks to it). It accepts only `credentials`
 * and only writes files: open, write, close, and the stat/realpath calls clients make around them.
 */
export async function startFakeSftpServer(credentials: Credentials, port = 0): Promise<FakeSftpServer> {
  // Loaded here: only the demo and the tests start it, and ssh2 holds about 14 MB once loaded.
  const { Server, utils } = (await import('ssh2')).default;
  const { OPEN_MODE, STATUS_CODE } = utils.sftp;
  const files = new Map<string, { content: Buffer; username: string }>();
  const waiters = new Set<() => void>();
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const server = new Server({ hostKeys: [hostKey] }, (client: Connection) => {
    let username = '';
    client.on('authentication', (ctx) => {
      if (
        ctx.method === 'password' &&
        ctx.username === credentials.username &&
        ctx.password === credentials.password
      ) {
        username = ctx.username;
        return ctx.accept();
      }
      ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const open = new Map<number, { path: string; chunks: Buffer[] }>();
          let nextHandle = 1;
          sftp.on('OPEN', (reqId, filename, flags) => {
            if (!(flags & OPEN_MODE.WRITE)) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED);
            const id = nextHandle++;
            open.set(id, { path: filename, chunks: [] });
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(id, 0);
            sftp.handle(reqId, handle);
          });
          sftp.on('WRITE', (reqId, handle, offset, data) => {
            const file = open.get(handle.readUInt32BE(0));
            if (!file) return sftp.status(reqId, STATUS_CODE.FAILURE);
            file.chunks.push(Buffer.from(data));
            sftp.status(reqId, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqId, handle) => {
            const id = handle.readUInt32BE(0);
            const file = open.get(id);
            if (!file) return sftp.status(reqId, STATUS_CODE.FAILURE);
            open.delete(id);
            files.set(file.path, { content: Buffer.concat(file.chunks), username });
            for (const wake of waiters) wake();
            sftp.status(reqId, STATUS_CODE.OK);
          });
          sftp.on('REALPATH', (reqId, path) => {
            const name = path === '.' ? '/' : path;
            sftp.name(reqId, [{ filename: name, longname: name, attrs: {} as never }]);
          });
          const noSuchFile = (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
          sftp.on('STAT', noSuchFile);
          sftp.on('LSTAT', noSuchFile);
          sftp.on('OPENDIR', noSuchFile);
          sftp.on('FSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port: address.port,
    files,
    waitForFile(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const path = [...files.keys()].find(match);
          if (path === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(files.get(path)!.content);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('aucun fichier reçu par le faux serveur SFTP'));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
