import nodemailer from 'nodemailer';
import { MailError, type Mailer, type MailMessage } from './mailer.ts';

/** E-mail through an SMTP server named by a URL (smtp://user:password@host:port, smtps:// for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 15_000,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        cc: message.cc?.length ? message.cc : undefined,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    } catch (error) {
      throw new MailError(`le serveur SMTP a refusé le message : ${(error as Error).message}`);
    }
  }
}

/** Until SMTP is configured (tests that do not send mail): every send fails clearly. */
export const unconfiguredMailer: Mailer = {
  send: () => Promise.reject(new MailError("aucun serveur SMTP n'est configuré (SMTP_URL)")),
};
