import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import { startFakeSftpServer, type FakeSftpServer } from '../../demo/fakes/fake-sftp-server.ts';
import { remotePath, SftpError } from './sftp.ts';
import { Ssh2SftpUploader } from './ssh2-sftp-uploader.ts';

let fake: FakeSftpServer;
// The fake listens on loopback: let in the way an operator would, through the allow list.
const guard = createOutboundGuard({ allow: ['127.0.0.1:*'] });
beforeAll(async () => {
  fake = await startFakeSftpServer({ username: 'depot', password: 's3cret' });
});
afterAll(() => fake.close());

describe('Ssh2SftpUploader against the loopback SFTP server', () => {
  it('writes the whole file in the remote directory', async () => {
    const content = Buffer.alloc(200_000, 'x');
    await new Ssh2SftpUploader(guard).upload(
      {
        host: fake.host,
        port: fake.port,
        username: 'depot',
        password: 's3cret',
        remoteDirectory: '/rapports/',
      },
      'jour.xlsx',
      content,
    );
    expect(fake.files.get('/rapports/jour.xlsx')?.content.equals(content)).toBe(true);
    expect(fake.files.get('/rapports/jour.xlsx')?.username).toBe('depot');
  });

  it('refuses wrong credentials with an SftpError', async () => {
    await expect(
      new Ssh2SftpUploader(guard, 5_000).upload(
        { host: fake.host, port: fake.port, username: 'depot', password: 'faux', remoteDirectory: null },
        'x.xlsx',
        Buffer.from('x'),
      ),
    ).rejects.toBeInstanceOf(SftpError);
  });

  it('joins directory and name with one slash', () => {
    expect(remotePath(null, 'a.xlsx')).toBe('a.xlsx');
    expect(remotePath(' /out// ', 'a.xlsx')).toBe('/out/a.xlsx');
  });
});
