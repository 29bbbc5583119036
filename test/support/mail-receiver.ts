import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail, as a test reads it. */
export interface ReceivedMail {
  readonly to: string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Every http(s) link of the plain-text body, in order. */
  readonly links: string[];
}

export interface MailReceiver {
  /** `smtp://127.0.0.1:<port>`: what the app's SMTP_URL is set to. */
  readonly url: string;
  /** The next mail to `to` not yet taken (one received before the call counts); rejects after `timeoutMs`. */
  nextMail(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** Mails to `to` received and not yet taken, without waiting. */
  pending(to: string): ReceivedMail[];
  close(): Promise<void>;
}

interface Waiter {
  readonly to: string;
  readonly resolve: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port (smtp-server, no TLS, any credentials accepted), whose mails are
 * parsed with mailparser: tests see what a mail client would, so the mailer is never mocked.
 */
export async function startMailReceiver(): Promise<MailReceiver> {
  const inbox: ReceivedMail[] = [];
  const waiters: Waiter[] = [];

  const deliver = (mail: ReceivedMail): void => {
    for (const recipient of mail.to) {
      const waiterIndex = waiters.findIndex((waiter) => waiter.to === recipient);
      const waiter = waiterIndex >= 0 ? waiters.splice(waiterIndex, 1)[0] : undefined;
      if (waiter) waiter.resolve({ ...mail, to: [recipient] });
      else inbox.push({ ...mail, to: [recipient] });
    }
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: linksOf(parsed.text ?? ''),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // smtp-server's typings do not expose the underlying net.Server; it is there at runtime.
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(to, { timeoutMs = 5000 } = {}) {
      const recipient = to.trim().toLowerCase();
      const index = inbox.findIndex((mail) => mail.to.includes(recipient));
      if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0] as ReceivedMail);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter: Waiter = {
          to: recipient,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    pending(to) {
      const recipient = to.trim().toLowerCase();
      return inbox.filter((mail) => mail.to.includes(recipient));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
}
