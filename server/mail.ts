// Mail out of the API (invitations, password resets) through the SMTP server of SMTP_URL, by
// nodemailer: a well-kept client that speaks SMTP, STARTTLS and authentication properly.
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerEnv } from './env';

export type Mail = { to: string; subject: string; text: string };

let transport: { url: string; transporter: Transporter } | undefined;

/** Whether mail can go out at all: without SMTP_URL, links are passed on by an administrator. */
export const canMail = (env: ServerEnv): env is ServerEnv & { SMTP_URL: string; APP_URL: string } =>
  Boolean(env.SMTP_URL && env.APP_URL);

/**
 * Sends after the answer, never before it: how long an SMTP server takes must not tell a caller
 * whether an account exists, and a slow or broken one must not hold the request. A failure is
 * logged without the message (it holds a link that works).
 */
export function sendLater(env: ServerEnv, mail: Mail): void {
  if (!env.SMTP_URL) return;
  if (transport?.url !== env.SMTP_URL)
    transport = { url: env.SMTP_URL, transporter: nodemailer.createTransport(env.SMTP_URL) };
  const { transporter } = transport;
  setImmediate(() => {
    transporter
      .sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text })
      .catch((err: unknown) =>
        console.error(`[mail] not sent (${mail.subject}): ${err instanceof Error ? err.message : String(err)}`),
      );
  });
}
