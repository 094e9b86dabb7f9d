import { describe, expect, it } from 'vitest';
import { subjectFacts } from './aml-hits';

describe('subjectFacts', () => {
  it('lists what the check was given, and nothing it was not', () => {
    expect(
      subjectFacts({
        entityType: 'wallet',
        name: null,
        birthDate: null,
        country: null,
        nationality: null,
        gender: null,
        identifiers: [],
        wallet: { chain: 'bitcoin', address: 'bc1qexample' },
        verificationId: null,
      }),
    ).toEqual([
      ['Screened as', 'Wallet'],
      ['Wallet', 'bc1qexample (bitcoin)'],
    ]);
  });
});
