/**
 * The validation messages, to the letter: their wording is fixed, even where it reads oddly ("with with").
 *
 * Most rules come as a fragment ("should be a valid email"); a message names its field as
 * "The {field} field {fragment}" so every message reads the same way as the required message.
 * Length fragments ("at least 8 characters") take "should be" in front.
 */
import * as messages from './rule-messages.js';

export { joinList } from './join-list.js';

/** Every message by name (one export each in `rule-messages.ts`, so bundles keep only what they use). */
export const ruleMessages = { ...messages } as const;

/** Share modal warnings. */
export const shareMessages = {
  invalidEmail: 'Invalid email',
  duplicateEmail: 'Email already added',
} as const;
