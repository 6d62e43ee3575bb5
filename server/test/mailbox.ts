// A real SMTP server in the test process (smtp-server), so the API's mail goes over the wire
// exactly as it would to a production relay; each message is parsed (mailparser) as a client would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Mailbox = {
  url: string;
  messages: ParsedMail[];
  next: () => Promise<ParsedMail>;
  close: () => Promise<void>;
};

export async function openMailbox(port = 0): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else messages.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    /** The next message to arrive (or the oldest one not taken yet). */
    next: () => {
      const ready = messages.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The set-password link in a mail's text. */
export const linkIn = (mail: ParsedMail) => /https?:\/\/\S+\/set-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
