/**
 * Mail relay: with SMTP_URL set, a committed email is handed to the SMTP server and marked sent; a relay
 * that refuses it leaves the message recorded as failed with the server's reason, not lost. The relay is a
 * minimal SMTP server on loopback that keeps what it is sent.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, createTestApp, GLOBEX_OWNER, type TestApp } from './harness.js';

interface Relay {
  port: number;
  /** Each message's envelope recipient and its raw DATA. */
  received: Array<{ to: string; data: string }>;
  close(): Promise<void>;
}

/** Speaks just enough SMTP for one message per connection; RCPT to `refuse` is answered 550. */
async function startRelay(refuse: string): Promise<Relay> {
  const received: Relay['received'] = [];
  const server: Server = createServer((socket) => {
    let to = '';
    let data: string | undefined;
    let buffered = '';
    socket.write('220 relay.test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (data !== undefined) {
        const end = buffered.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push({ to, data: buffered.slice(0, end) });
        buffered = buffered.slice(end + 5);
        data = undefined;
        socket.write('250 queued\r\n');
      }
      for (let newline = buffered.indexOf('\r\n'); newline !== -1; newline = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 relay.test\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') {
          to = /<([^>]+)>/.exec(line)?.[1] ?? '';
          socket.write(to === refuse ? '550 mailbox unavailable\r\n' : '250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
          return;
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let relay: Relay;
let t: TestApp;
beforeAll(async () => {
  relay = await startRelay(GLOBEX_OWNER);
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${relay.port}` } });
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/auth/password/reset', payload: { email } });
const statusOf = async (email: string) => (await t.app.ctx.outbox.list(email, 1))[0];

describe('the mail relay (SMTP_URL)', () => {
  it('hands a committed email to the SMTP server and marks it sent', async () => {
    expect((await requestReset(ACME_OWNER)).statusCode).toBe(200);
    await expect.poll(async () => (await statusOf(ACME_OWNER))?.status, { timeout: 10_000 }).toBe('sent');
    const delivered = relay.received.find((message) => message.to === ACME_OWNER);
    expect(delivered?.data).toContain('Subject: Reset your Verity password');
  });

  it('keeps an email the server refuses, marked failed with its reason', async () => {
    expect((await requestReset(GLOBEX_OWNER)).statusCode).toBe(200);
    await expect.poll(async () => (await statusOf(GLOBEX_OWNER))?.status, { timeout: 10_000 }).toBe('failed');
    expect((await statusOf(GLOBEX_OWNER))?.error).toContain('550');
    expect((await statusOf(GLOBEX_OWNER))?.text).toContain('/auth/reset-password/');
  });
});
