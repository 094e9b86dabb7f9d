import {
  AbortError,
  apiErrorFrom,
  errorTexts,
  NetworkError,
  type THealthResponse,
  TimeoutError,
} from '@verity/client';
import { describe, expect, it, vi } from 'vitest';
import { checkHealth, describeHealth } from './api-status';

const health: THealthResponse = { status: 'ok', database: 'pglite', version: '0.1.0' };

describe('describeHealth', () => {
  it('says it is checking before the answer', () => {
    expect(describeHealth({ state: 'checking' })).toBe('API: checking…');
  });

  it('shows the status and the database on success', () => {
    expect(describeHealth({ state: 'ok', health })).toBe('API: ok (pglite)');
    expect(describeHealth({ state: 'ok', health: { ...health, database: 'postgres' } })).toBe(
      'API: ok (postgres)',
    );
  });

  it("shows resolveError's message for errors it says to show", () => {
    const url = '/api/health';
    expect(describeHealth({ state: 'failed', error: new NetworkError('fetch failed', url) })).toBe(
      `API: ${errorTexts.couldNotConnect}`,
    );
    expect(describeHealth({ state: 'failed', error: new TimeoutError(url, 10_000) })).toBe(
      `API: ${errorTexts.couldNotConnect}`,
    );
    const unavailable = apiErrorFrom({
      status: 503,
      message: 'Service unavailable',
      body: {
        success: false,
        statusCode: 503,
        name: 'ServiceUnavailableError',
        message: 'Service unavailable',
      },
      url,
    });
    expect(describeHealth({ state: 'failed', error: unavailable })).toBe('API: Service unavailable');
    expect(describeHealth({ state: 'failed', error: new Error('boom') })).toBe(
      `API: ${errorTexts.noResponse}`,
    );
  });

  it('says unavailable when the resolution is not meant to be shown', () => {
    expect(describeHealth({ state: 'failed', error: new AbortError('/api/health') })).toBe(
      'API: unavailable',
    );
  });
});

describe('checkHealth', () => {
  it('returns the health data, asking with the signal and a short timeout', async () => {
    const signal = new AbortController().signal;
    const system = {
      health: vi.fn(async () => ({ success: true as const, statusCode: 200, message: 'OK', data: health })),
    };
    await expect(checkHealth(system, signal)).resolves.toEqual({ state: 'ok', health });
    expect(system.health).toHaveBeenCalledWith({ signal, timeout: 10_000 });
  });

  it('returns the failure instead of throwing', async () => {
    const error = new NetworkError('fetch failed', '/api/health');
    const system = { health: vi.fn(() => Promise.reject(error)) };
    await expect(checkHealth(system)).resolves.toEqual({ state: 'failed', error });
  });
});
