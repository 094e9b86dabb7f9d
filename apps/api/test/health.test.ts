/** `GET /api/health` answers from memory and asks the database at most once a second. */
import { ZHealthResponse } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_CHECK_INTERVAL_MS } from '../src/features/health/health-route.js';
import { call, createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let clock = Date.parse('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), seed: false });
});
afterAll(() => t.close());

describe('health', () => {
  it('asks the database once for any number of checks within a second, then again', async () => {
    const execute = vi.spyOn(t.app.ctx.db, 'execute');
    try {
      clock += DATABASE_CHECK_INTERVAL_MS;
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'GET', '/api/health')));
      for (const answer of answers) expect(ZHealthResponse.parse(answer.body.data).status).toBe('ok');
      expect(execute).toHaveBeenCalledTimes(1);

      clock += DATABASE_CHECK_INTERVAL_MS;
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('fails while the database fails, and recovers with it', async () => {
    const execute = vi.spyOn(t.app.ctx.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      clock += DATABASE_CHECK_INTERVAL_MS;
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(500);
      // Within the second the failure is the answer too, without asking again.
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(500);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
    clock += DATABASE_CHECK_INTERVAL_MS;
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });
});
