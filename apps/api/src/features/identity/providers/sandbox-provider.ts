/**
 * The sandbox registry: deterministic, documented test values (docs/sandbox.md), free of charge.
 *   11111111111 found, 00000000000 not found (every 11-digit type);
 *   any valid number ending 0000 → not found; ending 8888 → found, but the names never match;
 *   ending 9999 (or 33333333333) → the registry is unavailable;
 *   44444444444 → "Sandbox Politician" and 55555555555 → "Sandbox Sanctioned", who screen as a PEP and a
 *   sanctions match (aml/sandbox-aml-provider.ts);
 *   anything else valid → a stable synthetic person.
 * The individual credit report (type credit-report-individual) is the BVN's person with a synthetic report.
 */
import type { TIdentityPerson } from '@verity/client';
import { ProviderUnavailableError } from '../../verification-kit/providers.js';
import type { IdentityLookup, IdentityProvider, ProviderAnswer } from './identity-provider.js';
import { syntheticCreditReport } from './synthetic-credit-report.js';
import { syntheticPerson } from './synthetic-person.js';

export const sandboxValues = {
  found: '11111111111',
  notFound: '00000000000',
  mismatch: '22222222222',
  unavailable: '33333333333',
  politicallyExposed: '44444444444',
  sanctioned: '55555555555',
} as const;

/** The credit report's path value: its person is the BVN holder's. */
export const CREDIT_REPORT_INDIVIDUAL = 'credit-report-individual';

const watchlisted: Record<string, { lastName: string; dateOfBirth: string }> = {
  [sandboxValues.politicallyExposed]: { lastName: 'Politician', dateOfBirth: '1965-04-04' },
  [sandboxValues.sanctioned]: { lastName: 'Sanctioned', dateOfBirth: '1970-05-05' },
};

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
    const creditReport = query.type === CREDIT_REPORT_INDIVIDUAL;
    const person = syntheticPerson(query.country, creditReport ? 'bvn' : query.type, number);
    if (creditReport) person.creditReport = syntheticCreditReport(number, new Date());
    const listed = watchlisted[number];
    if (listed)
      Object.assign(person, {
        firstName: 'Sandbox',
        middleName: null,
        lastName: listed.lastName,
        fullName: `Sandbox ${listed.lastName}`,
        dateOfBirth: listed.dateOfBirth,
      });
    if (query.bankCode) person.extra.bankName = banks[query.bankCode] ?? `Bank ${query.bankCode}`;
    if (query.bankCode) person.extra.accountNumber = number;
    if (number === sandboxValues.mismatch || number.endsWith('8888'))
      return { status: 'found', person: mismatchPerson(person) };
    return { status: 'found', person };
  }
}
