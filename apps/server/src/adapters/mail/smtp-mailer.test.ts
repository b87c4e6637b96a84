import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { MailError } from './mailer.ts';
import { SmtpMailer, unconfiguredMailer } from './smtp-mailer.ts';

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(() => smtp.close());

describe('the SMTP mailer against a fake SMTP server on loopback', () => {
  it('delivers the message with its recipients, copy, subject and attachment', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Plateau <noreply@plateau.local>');
    await mailer.send({
      to: ['exploitation@depannage.fr'],
      cc: ['direction@depannage.fr'],
      subject: 'Rapport quotidien',
      text: 'Veuillez trouver le rapport en pièce jointe.',
      attachments: [{ filename: 'rapport.xlsx', content: Buffer.from('contenu du rapport') }],
    });
    const mail = await smtp.waitFor((m) => m.to.includes('exploitation@depannage.fr'));
    expect(mail.to).toEqual(['exploitation@depannage.fr', 'direction@depannage.fr']);
    expect(mail.from).toBe('noreply@plateau.local');
    expect(mail.raw).toContain('Subject: Rapport quotidien');
    expect(mail.raw).toContain('filename=rapport.xlsx');
    expect(mail.raw).toContain(Buffer.from('contenu du rapport').toString('base64'));
  });

  it('fails with a MailError when the server does not answer', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'x@y.z', 2_000);
    await expect(mailer.send({ to: ['a@b.fr'], subject: 's', text: 't' })).rejects.toThrow(MailError);
  });

  it('without SMTP configured, says so', async () => {
    await expect(unconfiguredMailer.send({ to: ['a@b.fr'], subject: 's', text: 't' })).rejects.toThrow(
      /aucun serveur SMTP/,
    );
  });
});
