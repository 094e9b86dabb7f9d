import { randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';

/** Time-ordered ids: new rows land at the end of an index, and ids sort by creation. */
export function newId(): string {
  return uuidv7();
}

function timeHex(at: Date): string {
  return Math.max(0, at.getTime()).toString(16).padStart(12, '0').slice(-12);
}

/** A UUIDv7 for a moment in the past (seeding history, benches); random below the timestamp. */
export function newIdAt(at: Date): string {
  const hex = timeHex(at);
  const rand = randomBytes(10).toString('hex');
  const variant = ((Number.parseInt(rand.slice(3, 4), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${rand.slice(0, 3)}-${variant}${rand.slice(4, 7)}-${rand.slice(7, 19)}`;
}

/**
 * The smallest id a UUIDv7 created at or after `at` can have. Ids compare as text in time order, so a
 * date range is an id range on the same index the pages already use.
 */
export function idFloor(at: Date): string {
  const hex = timeHex(at);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
