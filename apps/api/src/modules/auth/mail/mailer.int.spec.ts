import { Logger } from '@nestjs/common';
import { type MailReceiver, startMailReceiver } from '#test/support/mail-receiver';
import type { AuthConfig } from '../auth.config';
import { confirmationMail, magicLinkMail } from './mail-templates';
import { MailDeliveryError, Mailer } from './mailer';

function mailerWith(config: Partial<AuthConfig>): Mailer {
  return new Mailer({ MAIL_FROM: 'Worldloom <no-reply@worldloom.test>', ...config } as AuthConfig);
}

describe('Mailer', () => {
  let receiver: MailReceiver;

  beforeAll(async () => {
    receiver = await startMailReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('sends plain-text and HTML bodies over SMTP to the in-process receiver', async () => {
    const mailer = mailerWith({ SMTP_URL: receiver.url });
    const link = 'http://worldloom.test/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Fworldloom.test%2F';

    await mailer.send({ to: 'Ada@Example.test', ...confirmationMail({ link, validMinutes: 60 }) });
    const mail = await receiver.nextMail('ada@example.test');

    expect(mail.from).toBe('no-reply@worldloom.test');
    expect(mail.subject).toBe('Confirm your Worldloom account');
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain('one hour');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    mailer.onApplicationShutdown();
  });

  it('writes the mail, link and code included, to the log when no SMTP_URL is set', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      await mailerWith({}).send({
        to: 'bob@example.test',
        ...magicLinkMail({ link: 'http://worldloom.test/magic', code: '123456', validMinutes: 5 }),
      });
      const output = logged.mock.calls.map((call) => String(call[0])).join('\n');
      expect(output).toContain('bob@example.test');
      expect(output).toContain('http://worldloom.test/magic');
      expect(output).toContain('123456');
    } finally {
      logged.mockRestore();
    }
  });

  it('reports a mail server that cannot be reached as a MailDeliveryError', async () => {
    const closed = await startMailReceiver();
    await closed.close();
    const mailer = mailerWith({ SMTP_URL: closed.url });
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await expect(
        mailer.send({ to: 'c@example.test', ...confirmationMail({ link: 'http://x.test', validMinutes: 60 }) }),
      ).rejects.toBeInstanceOf(MailDeliveryError);
    } finally {
      errors.mockRestore();
      mailer.onApplicationShutdown();
    }
  });
});
