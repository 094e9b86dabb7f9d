import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkCurrentPassword, checkEmail, type TextCheck } from './text-checks.js';
import { currentPassword, email } from './validation.js';

/** What the zod rule says about `input`, in the zod-free check's terms: the first message or the value. */
function viaZod(schema: z.ZodType<string>, input: string): TextCheck {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: result.error.issues[0]?.message ?? '' };
}

const long = (length: number) => `${'a'.repeat(length - '@acme.co'.length)}@acme.co`;

describe('checkEmail agrees with email()', () => {
  it.each([
    '',
    '   ',
    'owner@acme.local',
    '  Owner@ACME.Local ',
    'first.last+tag@mail.example.org',
    "o'brien@example.ie",
    'nope',
    'a@',
    '@b.co',
    'a b@c.co',
    'a@b',
    'a@@b.co',
    '.a@b.co',
    'a..b@c.co',
    'a@b.c',
    'a@-b.co',
    long(254),
    long(255),
    ` ${long(254)} `,
  ])('%j', (input) => {
    expect(checkEmail(input)).toEqual(viaZod(email(), input));
    expect(checkEmail(input, 'work email')).toEqual(viaZod(email('work email'), input));
  });

  it('says what is wrong in the shared validation messages ("The email field ...")', () => {
    expect(checkEmail(' ')).toEqual({ ok: false, problem: 'The email field is required' });
    expect(checkEmail('nope')).toEqual({ ok: false, problem: 'The email field should be a valid email' });
    expect(checkEmail(long(255))).toEqual({
      ok: false,
      problem: 'The email field should be not more than 254 characters',
    });
    expect(checkEmail(' A@B.CO ')).toEqual({ ok: true, value: 'a@b.co' });
  });
});

describe('checkCurrentPassword agrees with currentPassword()', () => {
  it.each(['', ' ', '  padded  ', 'Verity!2026', 'x'.repeat(128), 'x'.repeat(129)])('%j', (input) => {
    expect(checkCurrentPassword(input)).toEqual(viaZod(currentPassword(), input));
  });

  it('keeps spaces: they can be part of a password', () => {
    expect(checkCurrentPassword(' ')).toEqual({ ok: true, value: ' ' });
    expect(checkCurrentPassword('')).toEqual({ ok: false, problem: 'The password field is required' });
  });
});
