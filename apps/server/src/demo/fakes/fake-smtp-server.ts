import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the fake SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers, MIME parts, base64 attachments). */
  raw: string;
}

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message received from now on (or already received) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * An SMTP server on loopback that keeps what it receives in memory: the demo's mailbox and the
 * tests' (the real nodemailer client talks to it). No TLS, any credentials accepted.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'fake' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(match);
          if (!mail) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('aucun message reçu par le faux serveur SMTP'));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
