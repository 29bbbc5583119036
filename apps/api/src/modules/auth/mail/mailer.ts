import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '#platform/config/config';
import type { AuthConfig } from '../auth.config';
import type { MailContent } from './mail-templates';

export interface OutgoingMail extends MailContent {
  readonly to: string;
}

/**
 * Sends the auth mails: over SMTP with nodemailer when SMTP_URL is set, otherwise into the server log (link and
 * code included), so a person running Worldloom locally can still confirm, recover and sign in.
 * A mail server that fails is the caller's 502 (MailDeliveryError), never a silent loss.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AuthConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) {
      this.logger.log(`Mail to ${mail.to} (no SMTP_URL set, so it is logged instead): ${mail.subject}\n${mail.text}`);
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      this.logger.error(`Mail to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new MailDeliveryError();
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';

  constructor() {
    super('Error sending email');
  }
}
