import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../verification-kit/providers.js';
import type { ScreeningQuery } from '../screening-provider.js';
import {
  DOUBLE_PEPS_DATASET,
  DOUBLE_SANCTIONS_DATASET,
  type RunningYenteDouble,
  startYenteDouble,
} from './yente-double.js';
import { YenteScreeningProvider } from './yente-provider.js';

const KEY = 'yente-test-key';

function person(names: string[], more: Partial<ScreeningQuery['subject']> = {}): ScreeningQuery {
  return {
    subject: { schema: 'Person', names, ...more },
    threshold: 0.8,
    limit: 5,
    scope: 'default',
  };
}

describe('the yente screening adapter', () => {
  let yente: RunningYenteDouble;
  let provider: YenteScreeningProvider;

  beforeAll(async () => {
    yente = await startYenteDouble({ apiKey: KEY });
    provider = new YenteScreeningProvider(yente.url, KEY, { timeoutMs: 5_000 });
  });
  afterAll(() => yente.close());
  beforeEach(() => {
    yente.setMode('ok');
    yente.requests.length = 0;
  });

  it('asks /match with the ApiKey, the threshold, the limit and logic-v2, and maps the hit', async () => {
    const answer = await provider.screen(
      person(['Sandbox Sanctioned'], { birthDates: ['1970-05-05'], countries: ['NG'], gender: 'male' }),
    );

    expect(yente.requests).toHaveLength(1);
    const [request] = yente.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/match/default',
      query: { threshold: '0.8', limit: '5', algorithm: 'logic-v2' },
      authorization: `ApiKey ${KEY}`,
    });
    expect(request?.body).toEqual({
      queries: {
        subject: {
          schema: 'Person',
          properties: {
            name: ['Sandbox Sanctioned'],
            birthDate: ['1970-05-05'],
            nationality: ['ng'],
            country: ['ng'],
            gender: ['male'],
          },
        },
      },
    });

    expect(answer.lists).toEqual([DOUBLE_SANCTIONS_DATASET]);
    expect(answer.hits).toHaveLength(1);
    const [hit] = answer.hits;
    expect(hit?.score).toBe(1);
    expect(hit?.entity).toEqual({
      id: 'sbx-sanction-1',
      schema: 'Person',
      names: ['Sandbox Sanctioned'],
      birthDates: ['1970-05-05'],
      countries: ['NG'],
      gender: 'male',
      identifiers: ['A00000055'],
      category: 'sanction',
      datasets: [DOUBLE_SANCTIONS_DATASET],
      programs: ['SBX-1: fictitious asset freeze'],
      listedOn: '2019-03-01',
      positions: [],
      wallets: [],
    });
    expect(hit?.reasons).toEqual([{ feature: 'name', effect: 1, text: 'Names agree 100%' }]);
  });

  it('reads an alias and a fuzzy name as yente scored them', async () => {
    const answer = await provider.screen(person(['Abdul Rahman Yousef Kadri'], { countries: ['NG'] }));
    const [hit] = answer.hits;
    expect(hit?.entity.id).toBe('sbx-sanction-2');
    expect(hit?.entity.names).toEqual(['Abdulrahman Yusuf Quadri', 'Abdul Rahman Yousef Kadri']);
    expect(hit?.reasons[0]).toMatchObject({
      feature: 'name',
      text: expect.stringMatching(/^Names agree \d+%$/),
    });
  });

  it('answers no hits for a name on no list', async () => {
    const answer = await provider.screen(person(['Adaeze Chinedu Okafor'], { birthDates: ['1990-01-01'] }));
    expect(answer).toEqual({ lists: ['default'], hits: [] });
  });

  it('lowers a namesake born in another year below the threshold, and says why', async () => {
    const namesake = person(['Sandbox Sanctioned'], { birthDates: ['1971-02-01'] });
    expect((await provider.screen(namesake)).hits).toEqual([]);

    const lenient = await provider.screen({ ...namesake, threshold: 0.6 });
    const [hit] = lenient.hits;
    expect(hit?.entity.id).toBe('sbx-sanction-1');
    expect(hit?.score).toBeCloseTo(0.7);
    // The effect is logic-v2's own coefficient for dob_year_disjoint: newer yente no longer documents the
    // coefficients in its answer, so the adapter keeps them (the double scores with the sandbox's weights).
    expect(hit?.reasons).toContainEqual({
      feature: 'birth_date',
      effect: -0.15,
      text: 'Birth date 1971-02-01 conflicts with 1970-05-05 (another year)',
    });
  });

  it('screens a wallet as a CryptoWallet and maps its chain', async () => {
    const address = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';
    const answer = await provider.screen({
      ...person([]),
      subject: { schema: 'Person', names: [], wallets: [{ address }] },
    });

    expect(yente.requests[0]?.body).toEqual({
      queries: { wallet0: { schema: 'CryptoWallet', properties: { publicKey: [address] } } },
    });
    const [hit] = answer.hits;
    expect(hit?.entity).toMatchObject({
      id: 'sbx-sanction-1-wallet-0',
      category: 'sanction',
      wallets: [{ chain: 'ethereum', address }],
    });
    expect(hit?.score).toBeCloseTo(0.98);
    expect(hit?.reasons).toEqual([
      { feature: 'identifier', effect: 0.98, text: `Wallet address ${address} is the same` },
    ]);
  });

  it('screens a domestic PEP against the peps collection, with the register country', async () => {
    const answer = await provider.screen({
      ...person(['Sandbox Politician'], { birthDates: ['1965-04-04'] }),
      scope: 'domestic-pep',
      country: 'ng',
    });

    const [request] = yente.requests;
    expect(request?.path).toBe('/match/peps');
    expect(request?.authorization).toBe(`ApiKey ${KEY}`);
    expect(request?.query).toEqual({ threshold: '0.8', limit: '5', algorithm: 'logic-v2' });
    expect(request?.body).toEqual({
      queries: {
        subject: {
          schema: 'Person',
          properties: {
            name: ['Sandbox Politician'],
            birthDate: ['1965-04-04'],
            nationality: ['ng'],
            country: ['ng'],
          },
        },
      },
    });
    expect(answer.lists).toEqual([DOUBLE_PEPS_DATASET]);
    expect(answer.hits.map((hit) => hit.entity)).toEqual([
      expect.objectContaining({
        id: 'sbx-pep-1',
        category: 'pep',
        positions: ['Member of a fictitious state house of assembly (NG)'],
        listedOn: null,
      }),
    ]);
  });

  it('never finds a sanctioned person in the domestic PEP register', async () => {
    const answer = await provider.screen({
      ...person(['Sandbox Sanctioned']),
      scope: 'domestic-pep',
      country: 'ng',
    });
    expect(answer).toEqual({ lists: ['peps'], hits: [] });
  });

  it('takes a server that is down as unavailable', async () => {
    yente.setMode('down');
    await expect(provider.screen(person(['Sandbox Sanctioned']))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('gives up on a slow server at its timeout', async () => {
    yente.setMode('slow');
    const hurried = new YenteScreeningProvider(yente.url, KEY, { timeoutMs: 200 });
    const started = performance.now();
    await expect(hurried.screen(person(['Sandbox Sanctioned']))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('takes an answer of another shape as unavailable', async () => {
    yente.setMode('garbage');
    await expect(provider.screen(person(['Sandbox Sanctioned']))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('takes a refused key as unavailable', async () => {
    const wrongKey = new YenteScreeningProvider(yente.url, 'not-the-key');
    await expect(wrongKey.screen(person(['Sandbox Sanctioned']))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(yente.requests[0]?.authorization).toBe('ApiKey not-the-key');
  });
});
