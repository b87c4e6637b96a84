/** Uploading files to a customer's SFTP server (scheduled reports), behind one small interface. */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Where the file goes; empty or null: the login's home directory. */
  remoteDirectory: string | null;
}

export interface SftpUploader {
  /** Resolves once the whole file is written on the server; throws SftpError otherwise. */
  upload(target: SftpTarget, filename: string, content: Buffer): Promise<void>;
}

/** The server is unreachable, refused the credentials or the file. */
export class SftpError extends Error {}

/** `dir/name` with exactly one slash between (SFTP paths are POSIX). */
export function remotePath(directory: string | null, filename: string): string {
  const dir = (directory ?? '').trim().replace(/\/+$/, '');
  return dir ? `${dir}/${filename}` : filename;
}
