import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

const FROM = 'Gamelle <service-client@gamelle.example>';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * A newsletter's one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, so the reader's mail client offers « Se désabonner » itself.
   */
  unsubscribeUrl?: string;
}

/** Nodemailer's message for a mail: the unsubscribe address as list headers. */
function message({ unsubscribeUrl, ...mail }: OutgoingMail) {
  return {
    from: FROM,
    ...mail,
    ...(unsubscribeUrl
      ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

export interface Outbox {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Where e-mails go: a real SMTP server when `SMTP_URL` is set (nodemailer), otherwise
 * `.eml` files in the outbox folder (`data/outbox/` by default), readable with any mail client.
 */
export function createOutbox({ smtpUrl, dir }: { smtpUrl?: string; dir: string }): Outbox {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      writeFileSync(join(dir, name), info.message as Buffer);
    },
  };
}
