/**
 * The sandbox registry: deterministic, documented test values (docs/sandbox.md), free of charge.
 *   11111111111 found, 00000000000 not found (every 11-digit type);
 *   any valid number ending 0000 → not found; ending 8888 → found, but the names never match;
 *   ending 9999 (or 33333333333) → the registry is unavailable;
 *   anything else valid → a stable synthetic person.
 */
import type { TIdentityPerson } from '@verity/client';
import {
  type IdentityLookup,
  type IdentityProvider,
  type ProviderAnswer,
  ProviderUnavailableError,
} from './identity-provider.js';
import { syntheticPerson } from './synthetic-person.js';

export const sandboxValues = {
  found: '11111111111',
  notFound: '00000000000',
  mismatch: '22222222222',
  unavailable: '33333333333',
} as const;

const mismatchPerson = (base: TIdentityPerson): TIdentityPerson => ({
  ...base,
  firstName: 'Sandbox',
  middleName: null,
  lastName: 'Mismatch',
  fullName: 'Sandbox Mismatch',
  dateOfBirth: '1900-01-01',
});

const banks: Record<string, string> = {
  '044': 'Access Bank',
  '058': 'Guaranty Trust Bank',
  '011': 'First Bank of Nigeria',
};

export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox';

  async lookup(query: IdentityLookup): Promise<ProviderAnswer> {
    const number = query.number;
    if (number === sandboxValues.unavailable || number.endsWith('9999')) throw new ProviderUnavailableError();
    if (number === sandboxValues.notFound || number.endsWith('0000')) return { status: 'not_found' };
    const person = syntheticPerson(query.country, query.type, number);
    if (query.bankCode) person.extra.bankName = banks[query.bankCode] ?? `Bank ${query.bankCode}`;
    if (query.bankCode) person.extra.accountNumber = number;
    if (number === sandboxValues.mismatch || number.endsWith('8888'))
      return { status: 'found', person: mismatchPerson(person) };
    return { status: 'found', person };
  }
}
