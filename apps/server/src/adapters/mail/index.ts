import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { SmtpMailer, unconfiguredMailer } from './smtp-mailer.ts';

export { MailError, type MailAttachment, type Mailer, type MailMessage } from './mailer.ts';

/** SMTP at SMTP_URL (main.ts points it at an in-process fake when unset). */
export function createMailer(config: Config): Mailer {
  return config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : unconfiguredMailer;
}
