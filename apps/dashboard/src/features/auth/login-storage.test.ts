/**
 * What the auth store leaves in localStorage, where any script on the page could read it: who is signed
 * in, never the session token (the API keeps it in an HttpOnly cookie) nor the one-time sign-in tokens.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads localStorage when it is created; the unit tests run in Node, which has none.
const storage = vi.hoisted(() => {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true });
  return memory;
});

import { initialAuthState, useAuthStore } from '../../session/auth-store';
import { makeUser } from '../../test-fixtures/test-user';
import { completeLogin } from './lib/complete-login';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const sessionToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJzMSIsInN1YiI6InUxIn0.c2lnbmF0dXJlLW9mLXRoZS1zZXNzaW9u';

/** Everything localStorage holds, as one string. */
function everythingStored(): string {
  return Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index) ?? '';
    return `${key}=${storage.getItem(key)}`;
  }).join('\n');
}

beforeEach(() => {
  storage.clear();
  useAuthStore.setState(initialAuthState);
});

describe('the auth state kept in localStorage', () => {
  it('holds who is signed in after a login, and no token', () => {
    useAuthStore.getState().setLookup('owner@acme.local', 'challenge-one-time-value');
    completeLogin({ user: makeUser(), token: sessionToken });

    const stored = everythingStored();
    expect(stored).not.toMatch(JWT);
    expect(stored).not.toContain('challenge-one-time-value');
    expect(stored).not.toMatch(/"token"/i);
    const { state } = JSON.parse(storage.getItem('verity.auth') ?? '{}');
    expect(state).toMatchObject({ isLoggedIn: true, user: { email: 'owner@acme.local' } });
    expect(state.sessionStartedAt).toEqual(expect.any(Number));
  });

  it('keeps a pending second factor in memory only', () => {
    const pending = makeUser({ twoFactorLoginToken: 'two-factor-one-time-value', twoFactorEnabled: true });
    expect(completeLogin({ user: pending, token: null })).toBe('/auth/2FA');

    expect(useAuthStore.getState().twoFactorLoginToken).toBe('two-factor-one-time-value');
    expect(everythingStored()).not.toContain('two-factor-one-time-value');
  });

  it('drops the token a state saved by an earlier version held, and asks to sign in again', async () => {
    storage.setItem(
      'verity.auth',
      JSON.stringify({
        state: { email: 'owner@acme.local', token: sessionToken, user: makeUser(), isLoggedIn: true },
        version: 0,
      }),
    );
    await useAuthStore.persist.rehydrate();

    expect(everythingStored()).not.toMatch(JWT);
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, sessionStartedAt: null });
    expect(useAuthStore.getState().user?.email).toBe('owner@acme.local');
  });
});
