/**
 * Decodes Stripe's form bodies and query strings into nested objects, the way Stripe's API reads them:
 * `metadata[businessId]=x` becomes `{ metadata: { businessId: 'x' } }` and `payment_method_types[0]=card`
 * (stripe-node's indexed arrays) or `expand[]=x` (Stripe.js) become arrays. stripe-node leaves the
 * brackets unencoded and Stripe.js encodes them; both decode the same. Values stay strings: Stripe's
 * wire format has no types, so each endpoint reads a field as the type it expects.
 *
 * The input comes from a browser or a test, so keys that would reach Object.prototype are dropped and
 * nesting is bounded, as `qs` does for Stripe's own servers.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Deeper brackets than this stay part of the last key, as in `qs` (Stripe's params never nest past 5). */
const MAX_DEPTH = 8;
/** An indexed array longer than this is kept as an object keyed by index (also as in `qs`). */
const MAX_ARRAY_INDEX = 100;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/gy;
  pattern.lastIndex = open;
  let match = pattern.exec(key);
  let end = open;
  while (match !== null && parts.length <= MAX_DEPTH) {
    parts.push(match[1] ?? '');
    end = pattern.lastIndex;
    match = pattern.exec(key);
  }
  // Whatever does not parse as brackets (or lies past the depth limit) is kept literally in the last key.
  if (end < key.length) parts[parts.length - 1] += key.slice(end);
  return parts;
}

/** Objects are built with keys only; arrays are made at the end from the keys that look like indexes. */
interface Draft {
  [key: string]: string | Draft;
}

function setPath(target: Draft, parts: readonly string[], value: string): void {
  let node = target;
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i] ?? '';
    if (FORBIDDEN_KEYS.has(part)) return;
    // `a[]=x&a[]=y` appends, like Stripe.js sends `expand[]`.
    if (part === '' && i > 0) part = String(Object.keys(node).length);
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next === 'object') {
      node = next;
    } else {
      // A scalar followed later by a nested key (`a=1&a[b]=2`): the later, structured value wins.
      const child: Draft = Object.create(null);
      node[part] = child;
      node = child;
    }
  }
}

function isIndexKeyed(keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  return keys.every((key) => /^(0|[1-9]\d*)$/.test(key) && Number(key) <= MAX_ARRAY_INDEX);
}

function finish(draft: Draft): FormObject {
  const out: FormObject = {};
  for (const [key, value] of Object.entries(draft)) {
    out[key] = typeof value === 'string' ? value : finishValue(value);
  }
  return out;
}

function finishValue(draft: Draft): FormValue {
  const keys = Object.keys(draft);
  if (!isIndexKeyed(keys)) return finish(draft);
  // Sparse indexes are compacted in order, as `qs` does.
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => {
      const value = draft[String(index)] ?? '';
      return typeof value === 'string' ? value : finishValue(value);
    });
}

/** Decodes `application/x-www-form-urlencoded` text (a body, or a query string without its `?`). */
export function parseFormBody(raw: string): FormObject {
  const draft: Draft = Object.create(null);
  for (const [key, value] of new URLSearchParams(raw)) {
    if (key === '') continue;
    setPath(draft, splitKey(key), value);
  }
  return finish(draft);
}

/** The field as a string, or undefined when it is absent or structured. */
export function stringField(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

/** The field as a nested object, or undefined when it is absent or a plain value. */
export function objectField(form: FormObject, key: string): FormObject | undefined {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** The field as a list of strings; a single value counts as a one-item list, as Stripe reads it. */
export function stringList(form: FormObject, key: string): string[] | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return [value];
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.filter((item): item is string => typeof item === 'string');
}

/** A flat string map (Stripe's `metadata`); nested values are not allowed there and are dropped. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return out;
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string') out[key] = item;
  return out;
}
