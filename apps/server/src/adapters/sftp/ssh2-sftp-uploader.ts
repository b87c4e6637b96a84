import type { OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-guard.ts';
import { remotePath, SftpError, type SftpTarget, type SftpUploader } from './sftp.ts';

/**
 * SFTP with ssh2-sftp-client: one connection per upload (reports are a few a day). The server is
 * a tenant's setting: the guard checks it and the connection goes to the address it checked.
 * Failures say what a user can fix, never the network's own words (which would tell ports apart).
 */
export class Ssh2SftpUploader implements SftpUploader {
  constructor(
    private readonly guard: OutboundGuard,
    private readonly timeoutMs = 20_000,
  ) {}

  async upload(target: SftpTarget, filename: string, content: Buffer): Promise<void> {
    const where = `Envoi SFTP vers ${target.host}:${target.port} impossible`;
    let address: string;
    try {
      address = (await this.guard.check(target.host, target.port)).address;
    } catch (error) {
      if (error instanceof OutboundRefused) throw new SftpError(`${where} : ${error.message}`);
      throw new SftpError(`${where} : serveur injoignable`);
    }
    // Loaded on first use (issue 24 §5): ssh2 is heavy and only report deliveries need it.
    const { default: SftpClient } = await import('ssh2-sftp-client');
    const client = new SftpClient('plateau-reports');
    let connected = false;
    try {
      await client.connect({
        host: address,
        port: target.port,
        username: target.username,
        password: target.password,
        readyTimeout: this.timeoutMs,
        retries: 0,
      });
      connected = true;
      await client.put(content, remotePath(target.remoteDirectory, filename));
    } catch (error) {
      if (connected) throw new SftpError(`${where} : le serveur a refusé le fichier`);
      const refused = /authentication/i.test((error as Error).message);
      throw new SftpError(`${where} : ${refused ? 'identifiants refusés' : 'serveur injoignable'}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
