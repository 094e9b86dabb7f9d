import { describe, expect, it } from 'vitest';
import {
  clearPendingAccount,
  PENDING_ACCOUNT_KEY,
  type PendingAccount,
  readPendingAccount,
  resendBody,
  savePendingAccount,
} from './pending-account';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const pending: PendingAccount = {
  accountCreationToken: 'tok-1',
  email: 'ada@new.local',
  details: {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@new.local',
    companyName: 'New Co',
    countryCode: 'NG',
    mobile: '08012345678',
  },
};

describe('pending account storage', () => {
  it('round-trips, keeping only the fields the resend call accepts', () => {
    const storage = memoryStorage();
    savePendingAccount(storage, {
      ...pending,
      details: {
        ...pending.details,
        currency: 'NGN',
        expectedChecksPerMonth: 10,
      } as PendingAccount['details'],
    });
    expect(readPendingAccount(storage)).toEqual(pending);
    expect(resendBody(pending)).toEqual({ ...pending.details, accountCreationToken: 'tok-1' });
    clearPendingAccount(storage);
    expect(storage.items.has(PENDING_ACCOUNT_KEY)).toBe(false);
    expect(readPendingAccount(storage)).toBeNull();
  });

  it('ignores what it cannot use', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', 'null', '{"email":"a@b.c"}', '{"accountCreationToken":"t","email":"a"}']) {
      storage.items.set(PENDING_ACCOUNT_KEY, raw);
      expect(readPendingAccount(storage)).toBeNull();
    }
  });
});
