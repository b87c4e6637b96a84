import SftpClient from 'ssh2-sftp-client';
import { remotePath, SftpError, type SftpTarget, type SftpUploader } from './sftp.ts';

/** SFTP with ssh2-sftp-client: one connection per upload (reports are a few a day). */
export class Ssh2SftpUploader implements SftpUploader {
  constructor(private readonly timeoutMs = 20_000) {}

  async upload(target: SftpTarget, filename: string, content: Buffer): Promise<void> {
    const client = new SftpClient('plateau-reports');
    try {
      await client.connect({
        host: target.host,
        port: target.port,
        username: target.username,
        password: target.password,
        readyTimeout: this.timeoutMs,
        retries: 0,
      });
      await client.put(content, remotePath(target.remoteDirectory, filename));
    } catch (error) {
      throw new SftpError(
        `Envoi SFTP vers ${target.host}:${target.port} impossible : ${(error as Error).message}`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
