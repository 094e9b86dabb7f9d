/**
 * One rule for every string the API receives: no NUL character and no lone UTF-16 surrogate, in any
 * body, query or path parameter, key or value. PostgreSQL refuses 0x00 in text (a 500 before this rule),
 * and a lone surrogate cannot be stored as UTF-8 without silently becoming U+FFFD. Checked before the
 * route's schema runs, so no route can forget it; multipart fields go through `assertSafeFields`.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.js';
import type { AppInstance } from './app-instance.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const NUL = /\u0000/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !NUL.test(text) && !LONE_SURROGATE.test(text);
}

/** The path of the first unsafe string (or key) in a parsed value, or null when all are safe. */
export function findUnsafeText(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, '(a field name)'];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function refuse(part: string, path: readonly string[]): never {
  const field = path.length > 0 ? path.join('.') : part;
  const message = `The ${field} field contains a character that is not allowed`;
  throw badRequest(message, { [field]: message });
}

/** Multipart text fields, which no schema compiler sees. */
export function assertSafeFields(fields: Record<string, string>): void {
  const found = findUnsafeText(fields);
  if (found) refuse('body', found);
}

export function registerUnsafeTextGuard(app: AppInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnsafeText(value);
      if (found) refuse(part, found);
    }
  });
}
