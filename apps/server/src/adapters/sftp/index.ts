import { Ssh2SftpUploader } from './ssh2-sftp-uploader.ts';
import type { SftpUploader } from './sftp.ts';

export { remotePath, SftpError, type SftpTarget, type SftpUploader } from './sftp.ts';
export { startFakeSftpServer, type FakeSftpServer } from './fake-sftp-server.ts';

/** The server of each upload is the report configuration's: nothing to configure here. */
export const createSftpUploader = (): SftpUploader => new Ssh2SftpUploader();
