/**
 * About 5,000 past identity checks for Acme across types, statuses, dates (the last 180 days) and both
 * environments, so history, filters, paging and export have something to show on a fresh start.
 * Deterministic: the same seed gives the same rows.
 */
import { identityTypesByCountry } from '@verity/client';
import type { DbOrTx } from '../db/database.js';
import { identityChecks } from '../db/schema.js';
import { maskReference, matchDetails } from '../features/identity/match-details.js';
import { syntheticPerson } from '../features/identity/providers/synthetic-person.js';
import { newIdAt } from '../lib/ids.js';

export interface HistoryOwner {
  businessId: string;
  organizationId: string;
  requesters: Array<{ id: string; name: string; organizationId: string | null }>;
}

const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): seeds must not change between runs. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const allTypes = (['ng', 'gh', 'ke', 'za'] as const).flatMap((country) =>
  identityTypesByCountry[country].map((type) => ({ country, type })),
);

export function syntheticChecks(
  owner: HistoryOwner,
  count: number,
  now: Date,
  seed = 42,
): Array<typeof identityChecks.$inferInsert> {
  const random = generator(seed);
  const rows: Array<typeof identityChecks.$inferInsert> = [];
  for (let i = 0; i < count; i += 1) {
    const pick = allTypes[Math.floor(random() * allTypes.length)] ?? allTypes[0];
    if (!pick) break;
    const at = new Date(now.getTime() - Math.floor(random() * 180 * DAY));
    const roll = random();
    const status = roll < 0.8 ? 'found' : roll < 0.95 ? 'not_found' : 'failed';
    const environment = random() < 0.7 ? 'sandbox' : 'live';
    const requester = owner.requesters[Math.floor(random() * owner.requesters.length)] ?? owner.requesters[0];
    if (!requester) break;
    const number = String(10_000_000_000 + Math.floor(random() * 89_999_999_999));
    const person = status === 'found' ? syntheticPerson(pick.country, pick.type.value, number) : null;
    if (person) person.photo = null;
    rows.push({
      id: newIdAt(at),
      businessId: owner.businessId,
      organizationId: requester.organizationId,
      environment,
      country: pick.country,
      type: pick.type.filterCode,
      typeValue: pick.type.value,
      status,
      reference: maskReference(number),
      searchName: person?.fullName?.toLowerCase() ?? null,
      result: person,
      match: matchDetails(
        random() < 0.5 && person ? { firstName: person.firstName ?? undefined } : {},
        person,
      ),
      failureReason: status === 'failed' ? 'The registry is unavailable, please try again shortly' : null,
      requestedBy: requester.id,
      requestedByName: requester.name,
      costAmount: environment === 'live' && status !== 'failed' ? 10_000 : 0,
      currency: 'NGN',
      createdAt: at,
    });
  }
  return rows;
}

export async function seedIdentityHistory(
  db: DbOrTx,
  owner: HistoryOwner,
  count = 5000,
  now = new Date(),
): Promise<void> {
  const rows = syntheticChecks(owner, count, now);
  for (let i = 0; i < rows.length; i += 500) await db.insert(identityChecks).values(rows.slice(i, i + 500));
}
