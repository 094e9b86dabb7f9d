import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssues, houseErrorMap } from './issue-messages.js';
import { strictObject } from './validation.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { error: houseErrorMap });
  if (parsed.success) throw new Error('expected a failure');
  return fieldIssues(parsed.error.issues, 'body');
};

describe('fieldIssues', () => {
  it('gives each unknown key its own entry, under its own path', () => {
    expect(issuesOf(strictObject({ email: z.string() }), { email: 'a', fullName: 'x', title: 'y' })).toEqual([
      { field: 'fullName', message: 'The fullName field is not allowed' },
      { field: 'title', message: 'The title field is not allowed' },
    ]);
    const nested = z.strictObject({ settings: z.strictObject({ a: z.number().optional() }) });
    expect(issuesOf(nested, { settings: { b: 1 } })).toEqual([
      { field: 'settings.b', message: 'The b field is not allowed' },
    ]);
  });

  it('names the whole input by its part when the problem has no path', () => {
    expect(issuesOf(z.strictObject({}), [1])).toEqual([
      { field: 'body', message: 'The request body should be a JSON object' },
    ]);
  });
});

describe('houseErrorMap', () => {
  it.each([
    [z.object({ startAfter: z.never().optional() }), { startAfter: 'x' }],
    [z.strictObject({}), { startAfter: 'x' }],
  ])('words an unknown key as not allowed (%#)', (schema, value) => {
    expect(issuesOf(schema, value)[0]?.message).toBe('The startAfter field is not allowed');
  });

  it.each([
    [z.object({ firstName: z.string() }), {}, 'The first name field is required'],
    [z.object({ firstName: z.string() }), { firstName: 7 }, 'The first name field should be a text'],
    [
      z.object({ type: z.string().max(64) }),
      { type: 'x'.repeat(65) },
      'The type field should be not more than 64 characters',
    ],
    [z.object({ limit: z.number().max(100) }), { limit: 101 }, 'The limit field should not be more than 100'],
    [z.object({ status: z.enum(['a', 'b']) }), { status: 'c' }, 'The status field should be one of a, b'],
    [z.object({ email: z.email() }), { email: 'no' }, 'The email field should be a valid email'],
    [
      z.object({ tags: z.array(z.string()).min(1) }),
      { tags: [] },
      'The tags field should list at least 1 item',
    ],
  ])('words what a schema leaves to zod (%#)', (schema, value, message) => {
    expect(issuesOf(schema, value)[0]?.message).toBe(message);
  });

  it('leaves a schema’s own wording alone', () => {
    const schema = z.object({ code: z.string().min(6, { error: 'Six digits, please' }) });
    expect(issuesOf(schema, { code: '1' })[0]?.message).toBe('Six digits, please');
  });
});
