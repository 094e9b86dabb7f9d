import { describe, expect, it } from 'vitest';
import { checkForm, draftRequest, entryDraft, watchlistFields, watchlistSchema } from './aml-forms';
import { amlHistoryQuery } from './aml-paths';

describe('a check form', () => {
  it('starts blank but its choices, and sends only what was filled in, lists split at commas', () => {
    const { fields, initial } = checkForm('individual');
    expect(initial).toEqual({
      name: '',
      birthDate: '',
      gender: '',
      nationality: '',
      country: '',
      identifiers: '',
    });
    expect(
      draftRequest({ ...initial, name: ' Sandbox Sanctioned ', identifiers: 'A123, ,B456' }, fields),
    ).toEqual({ name: 'Sandbox Sanctioned', identifiers: ['A123', 'B456'] });
    expect(checkForm('crypto').initial).toEqual({ chain: 'bitcoin', address: '' });
  });

  it('refuses with the client schema’s words, under the field they name', () => {
    const { schema } = checkForm('crypto');
    const result = schema.safeParse({ chain: 'ethereum', address: '0x123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address', 'The address field should be a valid ethereum address'],
    ]);
    const pep = checkForm('domestic-pep').schema.safeParse({ type: 'individual', name: 'Ada', country: '' });
    expect(pep.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['country']);
  });
});

describe('a watchlist entry', () => {
  it('asks a wallet for its chain and address, a business for no birth date', () => {
    expect(watchlistFields('wallet')).toEqual(['entityType', 'chain', 'address', 'reason']);
    expect(watchlistFields('business')).not.toContain('birthDate');
    expect(watchlistFields('individual')).toContain('birthDate');
  });

  it('leaves out the fields of the other types, and shows an entry as typed for Edit', () => {
    const parsed = watchlistSchema.safeParse({
      ...entryDraft(null),
      entityType: 'business',
      name: 'Shell Co',
      birthDate: '1970',
    });
    expect(parsed.data).toEqual({ entityType: 'business', name: 'Shell Co' });
    const draft = entryDraft({
      id: 'w1',
      entityType: 'individual',
      name: 'Ada Obi',
      aliases: ['A. Obi', 'Ada O.'],
      birthDate: null,
      country: 'ng',
      identifiers: [],
      wallet: null,
      reason: 'Former employee',
      createdBy: { id: 'u1', name: 'Ola Owner' },
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(draft).toMatchObject({ name: 'Ada Obi', aliases: 'A. Obi, Ada O.', country: 'NG', birthDate: '' });
  });
});

describe('amlHistoryQuery', () => {
  it('names the filters as the API does, and holds the domestic PEP list to its type', () => {
    const filters = {
      name: 'sandbox',
      type: 'name',
      status: 'clear',
      requestedBy: 'u1',
      startDate: '2026-01-01',
      endDate: '',
    };
    expect(amlHistoryQuery({ filters, cursor: { startAfter: 'c9' } }, undefined, 20)).toEqual({
      query: 'sandbox',
      type: 'name',
      status: 'clear',
      requested_by: 'u1',
      start_date: '2026-01-01',
      start_after: 'c9',
      limit: 20,
    });
    expect(amlHistoryQuery({ filters, cursor: {} }, 'domestic_pep')).toMatchObject({ type: 'domestic_pep' });
  });
});
