/**
 * Invitation links are credentials: a pending token copied from the log joins as whoever uses it.
 * Real requests through the app, their log captured: no token appears in it, however the request
 * names it (docs/product.md, "Partners"; the calendar feed's secret is checked in calendar.test.ts).
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createdInvitationSchema } from '#shared/sharing-schemas';
import { dbKind, describeWithDb } from '../test/server/test-app.ts';
import { parseExactly, useWorkflowApp, type WorkflowApi } from '../test/server/workflow-model.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

/** The lines logged while `run` ran. */
async function logged(run: () => Promise<void>): Promise<string> {
  const from = logLines.length;
  await run();
  return logLines.slice(from).join('');
}

/** Whether any 12 characters in a row of `token` appear in `log`. */
const leaks = (log: string, token: string) =>
  Array.from({ length: token.length - 11 }, (_, i) => token.slice(i, i + 12)).some((part) =>
    log.includes(part),
  );

describeWithDb(`invitation tokens in the request log (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp({ logger: { level: 'info', stream: logStream } });

  async function invitation(owner: WorkflowApi, outcomeId: string) {
    const response = await owner.send('POST', `/api/outcomes/${outcomeId}/invitations`);
    expect(response.statusCode, response.body).toBe(201);
    return parseExactly(createdInvitationSchema, response.json()).url.split('/join/')[1]!;
  }

  /** Sends `requestLine` over a real socket, as a proxy or a client may: an absolute URL. */
  let address: string | undefined;
  async function raw(requestLine: string): Promise<string> {
    address ??= await context().app.listen({ host: '127.0.0.1', port: 0 });
    return new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(address!).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `${requestLine} HTTP/1.1\r\nHost: momentum.example\r\nConnection: close\r\n\r\n`,
      );
    });
  }

  it('logs previews, accepts, declines and refusals without the token', async () => {
    const owner = await signIn('Inviting Owner');
    const partner = await signIn('Invited Partner');
    const outcome = await owner.outcome('Run my first half marathon');
    const [accepted, declined, pending] = [
      await invitation(owner, outcome.id),
      await invitation(owner, outcome.id),
      await invitation(owner, outcome.id),
    ];

    const log = await logged(async () => {
      const answers = [
        await partner.send('GET', `/api/invitations/${accepted}`),
        await partner.send('POST', `/api/invitations/${accepted}/accept`),
        await partner.send('POST', `/api/invitations/${declined}/decline`),
        // Refusals: used already (410), one's own (409), no such route (404), a malformed escape
        // the router refuses (400), the token's first letter escaped (still served).
        await partner.send('POST', `/api/invitations/${accepted}/accept`),
        await owner.send('POST', `/api/invitations/${pending}/accept`),
        await partner.send('GET', `/api/invitations/${pending}/more`),
        await partner.send('GET', `/api/invitations/${pending}%zz`),
        await partner.send(
          'GET',
          `/api/invitations/%${pending.charCodeAt(0).toString(16)}${pending.slice(1)}`,
        ),
        // The page the link opens, with and without a query.
        await partner.send('GET', `/join/${pending}`),
        await partner.send('GET', `/join/${pending}?from=mail`),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        200, 200, 200, 410, 409, 404, 400, 200, 404, 404,
      ]);
      // The request line as an absolute URL, signed out (401) and as a page.
      expect(await raw(`POST http://momentum.example/api/invitations/${pending}/accept`)).toMatch(
        /^HTTP\/1\.1 401 /,
      );
      expect(await raw(`GET http://momentum.example/join/${pending}`)).toMatch(/^HTTP\/1\.1 404 /);
    });

    for (const token of [accepted, declined, pending]) expect(leaks(log, token), log).toBe(false);
    // Every request above was logged with what it asked for, except the one the router refused
    // before any hook ran (a malformed escape), which is not logged at all.
    const invitations = '/api/invitations/[token]';
    const lines = [...log.matchAll(/"url":"([^"]*)","status":(\d+)/g)].map(
      ([, url, status]) => `${url} ${status}`,
    );
    expect(lines).toEqual([
      `${invitations} 200`,
      `${invitations}/accept 200`,
      `${invitations}/decline 200`,
      `${invitations}/accept 410`,
      `${invitations}/accept 409`,
      `${invitations} 404`,
      `${invitations} 200`,
      '/join/[token] 404',
      '/join/[token] 404',
      `${invitations}/accept 401`,
      '/join/[token] 404',
    ]);
  });
});
