/** A mail's subject and its two bodies; the HTML one says the same as the text one. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface LinkMail {
  readonly link: string;
  /** The 6-digit code that works in place of the link, where the mail offers one. */
  readonly code?: string;
  readonly validMinutes: number;
}

const SIGNATURE = 'See you in your worlds,\nWorldloom';

/** Sent after sign-up when addresses must be confirmed, and again on /resend. */
export function confirmationMail({ link, validMinutes }: LinkMail): MailContent {
  return compose({
    subject: 'Confirm your Worldloom account',
    lines: [
      'Welcome to Worldloom, where you create, design and grow self-evolving story worlds.',
      'Confirm this address to open your account:',
    ],
    link,
    action: 'Confirm my address',
    after: [`The link works once, for ${duration(validMinutes)}. If you did not sign up, ignore this mail: nothing happens.`],
  });
}

export function recoveryMail({ link, validMinutes }: LinkMail): MailContent {
  return compose({
    subject: 'Reset your Worldloom password',
    lines: ['Someone (we hope you) asked to reset the password of your Worldloom account.', 'Choose a new one here:'],
    link,
    action: 'Set a new password',
    after: [
      `The link works once, for ${duration(validMinutes)}. If you did not ask, ignore this mail: your password stays as it is.`,
    ],
  });
}

export function magicLinkMail({ link, code, validMinutes }: LinkMail): MailContent {
  return compose({
    subject: 'Your Worldloom sign-in link',
    lines: ['Follow this link to step back into your worlds:'],
    link,
    action: 'Sign in to Worldloom',
    after: [
      ...(code ? [`Or enter this code where you asked for the link: ${code}`] : []),
      `The link and the code work once, for ${duration(validMinutes)}. If you did not ask to sign in, ignore this mail.`,
    ],
  });
}

export function reauthenticationMail({ code, validMinutes }: { code: string; validMinutes: number }): MailContent {
  const lines = [
    'You are changing the password of your Worldloom account. Enter this code to confirm it is you:',
    code,
    `It works once, for ${duration(validMinutes)}. If this was not you, change your password: someone is signed in as you.`,
  ];
  return {
    subject: 'Confirm your Worldloom password change',
    text: [...lines, '', SIGNATURE].join('\n\n'),
    html: htmlPage(lines.map((line) => (line === code ? `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>` : paragraph(line)))),
  };
}

function compose(parts: { subject: string; lines: string[]; link: string; action: string; after: string[] }): MailContent {
  const text = [...parts.lines, parts.link, ...parts.after, SIGNATURE].join('\n\n');
  const html = htmlPage([
    ...parts.lines.map(paragraph),
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 18px;background:#6d28d9;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action)}</a></p>`,
    `<p style="font-size:12px;color:#666666">Or paste this address into your browser: ${escapeHtml(parts.link)}</p>`,
    ...parts.after.map(paragraph),
  ]);
  return { subject: parts.subject, text, html };
}

function htmlPage(blocks: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1f2e;max-width:560px">',
    ...blocks,
    paragraph(SIGNATURE),
    '</body></html>',
  ].join('\n');
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function duration(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? 'one hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
