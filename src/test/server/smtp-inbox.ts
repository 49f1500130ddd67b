/**
 * A real SMTP server on loopback for tests (smtp-server, the one maildev runs on), and every
 * message it takes parsed by a real MIME parser (mailparser): what a person's mail app would see.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestInbox {
  /** smtp://127.0.0.1:port, the app's SMTP_URL. */
  url: string;
  /** Every message received so far, parsed. */
  messages: ParsedMail[];
  /** The messages to one address. */
  to(address: string): ParsedMail[];
  /** Whether the next messages are refused (a failing SMTP server). */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startInbox(): Promise<TestInbox> {
  const inbox: TestInbox = {
    url: '',
    messages: [],
    refuse: false,
    to: (address) =>
      inbox.messages.filter((message) =>
        [message.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.refuse) {
        stream.resume();
        stream.on('end', () => callback(new Error('Mailbox unavailable')));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          inbox.messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}
