/**
 * The keys an entity or a screening is filed under in the blocking index: what two records of one person
 * almost always share even when written differently. Particles and legal forms are left out: they are
 * shared by too many to narrow anything.
 */
import { identifiersOf, type MatchSubject } from './match-score.js';
import { type NameToken, nameTokens } from './name-tokens.js';
import { phoneticKeys } from './token-similarity.js';

const PREFIX_LENGTH = 4;

export function distinctKeys(subject: MatchSubject): string[] {
  return keysOf(subject.names.map(nameTokens), identifiersOf(subject));
}

/** The keys of names already split into tokens (the index tokenises an entity's names once for both uses). */
export function keysOf(names: readonly (readonly NameToken[])[], identifiers: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const tokens of names) {
    for (const token of tokens) {
      if (token.weight < 1) continue;
      keys.add(`t:${token.text}`);
      if (token.text.length > PREFIX_LENGTH) keys.add(`s:${token.text.slice(0, PREFIX_LENGTH)}`);
      if (token.text.length > 1) {
        const [primary, alternate] = phoneticKeys(token.text);
        if (primary) keys.add(`p:${primary}`);
        if (alternate && alternate !== primary) keys.add(`p:${alternate}`);
      }
    }
  }
  for (const id of identifiers) keys.add(`i:${id}`);
  return [...keys];
}
