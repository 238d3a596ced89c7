import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  send(mail: OutgoingMail): Promise<void>;
}

const FROM = 'Gamelle <service-client@gamelle.example>';

/**
 * Where e-mails go (issue 7): a real SMTP server when `SMTP_URL` is set (nodemailer), otherwise
 * `.eml` files in the outbox folder (`data/outbox/` by default), readable with any mail client.
 */
export function createOutbox({ smtpUrl, dir }: { smtpUrl?: string; dir: string }): Outbox {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      writeFileSync(join(dir, name), info.message as Buffer);
    },
  };
}
