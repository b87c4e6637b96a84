import type { OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import { Ssh2SftpUploader } from './ssh2-sftp-uploader.ts';
import type { SftpUploader } from './sftp.ts';

export { remotePath, SftpError, type SftpTarget, type SftpUploader } from './sftp.ts';

/** The server of each upload is the report configuration's (a tenant's setting): guarded. */
export const createSftpUploader = (guard: OutboundGuard): SftpUploader => new Ssh2SftpUploader(guard);
