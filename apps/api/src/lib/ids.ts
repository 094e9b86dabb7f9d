import { uuidv7 } from 'uuidv7';

/** Time-ordered ids: new rows land at the end of an index, and ids sort by creation. */
export function newId(): string {
  return uuidv7();
}
