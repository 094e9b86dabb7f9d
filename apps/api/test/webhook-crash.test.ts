/**
 * No webhook is lost to a crash: the built server is killed with SIGKILL while completed
 * checks' events wait in the outbox, in the middle of being delivered (the receiver acknowledged some, holds
 * the ones in flight unanswered, and the rest wait for the endpoint's free slots), then started again on the
 * same PGlite folder. Once the dead process's claim
 * lapses (twice the 15-second timeout), every event reaches the receiver, and none that it acknowledged
 * before the crash comes again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TWebhookDeliveryList } from '@verity/client';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINT_CONCURRENCY } from '../src/features/developer/webhook-dispatcher.js';
import { type BuiltServer, freePort, startBuiltServer, tokenOverHttp } from './built-server.js';
import { ACME_OWNER } from './harness.js';

const CHECKS = 12;
/** The receiver acknowledges this many events, then holds the rest unanswered until the restart. */
const ACKNOWLEDGED_BEFORE_CRASH = 4;

interface Receipt {
  webhookId: string;
  checkId: string;
  answer: 'acknowledged' | 'held';
}

const receipts: Receipt[] = [];
/** Before the crash the receiver holds requests once it has acknowledged its share; after it, it takes all. */
let crashed = false;
const acknowledged = () => receipts.filter((receipt) => receipt.answer === 'acknowledged');
const held = () => receipts.filter((receipt) => receipt.answer === 'held');
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    const hold = !crashed && acknowledged().length >= ACKNOWLEDGED_BEFORE_CRASH;
    receipts.push({
      webhookId: String(req.headers['webhook-id']),
      checkId: (JSON.parse(body) as { data: { id: string } }).data.id,
      answer: hold ? 'held' : 'acknowledged',
    });
    if (!hold) res.writeHead(200).end();
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'verity-webhook-crash-'));
let server: BuiltServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(path: string, token: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server?.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

const pendingDeliveries = async (token: string) =>
  (
    await api<TWebhookDeliveryList>(
      '/api/user/v1/settings/developer/webhook/deliveries?status=pending',
      token,
    )
  ).data.items.length;

describe('webhooks across a crash', () => {
  it('delivers every event written before a SIGKILL after the restart, none acknowledged twice', async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    server = await startBuiltServer(dataDir, port);
    let token = await tokenOverHttp(server.url, ACME_OWNER);
    const saved = await api('/api/user/v1/settings/developer/webhook', token, {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      events: ['identity.check.completed'],
    });
    expect(saved.status).toBe(200);

    const checkIds: string[] = [];
    for (let n = 0; n < CHECKS; n += 1) {
      const check = await api<{ id: string }>('/api/identity/v1/verifications/identity/ng/nin', token, {
        number: '11111111111',
        isConsent: true,
      });
      expect(check.status).toBe(200);
      checkIds.push(check.data.id);
    }
    // The receiver has acknowledged its four and holds the endpoint's slots; every other event is still
    // pending in the outbox, in flight or waiting.
    await expect.poll(() => held().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(ENDPOINT_CONCURRENCY);
    expect(await pendingDeliveries(token)).toBe(CHECKS - ACKNOWLEDGED_BEFORE_CRASH);

    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    const acknowledgedBeforeCrash = new Set(acknowledged().map((receipt) => receipt.webhookId));
    expect(acknowledgedBeforeCrash.size).toBe(ACKNOWLEDGED_BEFORE_CRASH);
    const receivedBeforeCrash = receipts.length;

    crashed = true;
    server = await startBuiltServer(dataDir, port);
    token = await tokenOverHttp(server.url, ACME_OWNER);
    // The held ones are attempted again by the restarted server once the dead one's claim lapses.
    await expect
      .poll(() => new Set(acknowledged().map((receipt) => receipt.checkId)).size, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(CHECKS);
    expect(await pendingDeliveries(token)).toBe(0);

    const afterRestart = receipts.slice(receivedBeforeCrash);
    expect(afterRestart.filter((receipt) => acknowledgedBeforeCrash.has(receipt.webhookId))).toEqual([]);
    expect(
      acknowledged()
        .map((receipt) => receipt.checkId)
        .sort(),
    ).toEqual([...checkIds].sort());
  }, 120_000);
});
