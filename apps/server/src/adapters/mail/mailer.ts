/** Sending e-mail (reports, event-rule alerts), behind one small interface. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; throws MailError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** The SMTP server is unreachable, refused the message or is not configured. */
export class MailError extends Error {}
