/**
 * docs/webhooks.md's example payloads are real: every event in the catalogue has one, and its `data`
 * parses with that event's schema (strict at the top, so a documented field the API no longer sends, or a
 * new one the docs miss, fails).
 */
import { readFileSync } from 'node:fs';
import { webhookEventDataSchemas, webhookEventTypes } from '@verity/client';
import { describe, expect, it } from 'vitest';

const docs = readFileSync(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
const examples = new Map(
  [...docs.matchAll(/^### `([\w.]+)`\n\n```json\n([\s\S]*?)\n```/gm)].map(([, type, json]) => [
    type,
    JSON.parse(json ?? '{}') as { type: string; version: number; data: unknown },
  ]),
);

describe('the documented webhook payloads', () => {
  it('document every event in the catalogue, and nothing else', () => {
    expect([...examples.keys()].sort()).toEqual([...webhookEventTypes].sort());
  });

  it.each([...webhookEventTypes])('%s: its data parses with the event schema', (type) => {
    const example = examples.get(type);
    expect(example?.type).toBe(type);
    expect(example?.version).toBe(1);
    expect(() => webhookEventDataSchemas[type].strict().parse(example?.data)).not.toThrow();
  });
});
