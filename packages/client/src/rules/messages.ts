/**
 * The validation messages of spec/platform.md §5 and spec/modules.md §5, to the letter.
 *
 * The spec gives most rules as a fragment ("should be a valid email"); a message names its field as
 * "The {field} field {fragment}" so every message reads the same way as the spec's required message.
 * Length fragments ("at least 8 characters") take "should be" in front.
 */
import * as messages from './rule-messages.js';

export { joinList } from './join-list.js';

/** Every message by name (one export each in `rule-messages.ts`, so bundles keep only what they use). */
export const ruleMessages = { ...messages } as const;

/** Share modal warnings (spec/modules.md §5). */
export const shareMessages = {
  invalidEmail: 'Invalid email',
  duplicateEmail: 'Email already added',
} as const;
