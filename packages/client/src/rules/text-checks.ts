/**
 * Zod-free checks for the sign-in fields, for pages that must not load zod (the dashboard's login page has
 * a size budget). Each agrees with its zod rule in `validation.ts` on every input: the same trimming, the
 * same order of rules, the same first message, the same cleaned value (text-checks.test.ts holds them to it).
 */
import { ruleMessages as m } from './messages.js';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './patterns.js';

/** The cleaned value when the input passes, or the first validation message when it does not. */
export type TextCheck = { ok: true; value: string } | { ok: false; problem: string };

const problem = (text: string): TextCheck => ({ ok: false, problem: text });

/** As `email()`: trimmed, required, at most 254 characters, an address; lower-cased when accepted. */
export function checkEmail(input: string, field = 'email'): TextCheck {
  const value = input.trim();
  if (value.length === 0) return problem(m.required(field));
  if (value.length > EMAIL_MAX_LENGTH) return problem(m.maxLength(field, EMAIL_MAX_LENGTH));
  if (!EMAIL_ADDRESS_PATTERN.test(value)) return problem(m.email(field));
  return { ok: true, value: value.toLowerCase() };
}

/** As `currentPassword()`: required and capped, never trimmed (spaces can be part of a password). */
export function checkCurrentPassword(input: string, field = 'password'): TextCheck {
  if (input.length === 0) return problem(m.required(field));
  if (input.length > PASSWORD_MAX_LENGTH) return problem(m.maxLength(field, PASSWORD_MAX_LENGTH));
  return { ok: true, value: input };
}
