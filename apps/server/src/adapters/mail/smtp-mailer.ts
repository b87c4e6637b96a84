import type { SendMailOptions, Transporter } from 'nodemailer';
import { MailError, type Mailer, type MailMessage } from './mailer.ts';

/** E-mail through an SMTP server named by a URL (smtp://user:password@host:port, smtps:// for TLS). */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
    private readonly timeoutMs = 15_000,
  ) {}

  /** nodemailer is loaded at the first e-mail: a server that sends none keeps its memory (issue 24 §5). */
  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => this.create(nodemailer));
    return this.transport;
  }

  private create(nodemailer: typeof import('nodemailer').default): Transporter {
    const url = new URL(this.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const timeoutMs = this.timeoutMs;
    return nodemailer.createTransport({
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
      const transport = await this.connect();
      const mail: SendMailOptions = {
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
      };
      await transport.sendMail(mail);
    } catch (error) {
      throw new MailError(`le serveur SMTP a refusé le message : ${(error as Error).message}`);
    }
  }
}

/** Until SMTP is configured (tests that do not send mail): every send fails clearly. */
export const unconfiguredMailer: Mailer = {
  send: () => Promise.reject(new MailError("aucun serveur SMTP n'est configuré (SMTP_URL)")),
};
