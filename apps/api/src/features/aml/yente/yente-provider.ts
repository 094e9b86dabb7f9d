/**
 * The live screening adapter for yente, OpenSanctions' open-source screening server, which a business runs
 * with its licensed data (`SCREENING_URL`):
 *   POST {url}/match/{dataset}?threshold={t}&limit={n}&algorithm=logic-v2   Authorization: ApiKey {key}
 *   {"queries": {"subject": {"schema": "Person", "properties": {"name": [..], "birthDate": [..], ..}}}}
 *   → 200 {"responses": {"subject": {"status": 200, "results": [{id, caption, schema, properties, datasets,
 *          first_seen, score, features, explanations?, match}], "total": {..}, "query": {..}}}, "limit": n}
 * Each result becomes a listed entity, its score stays yente's, and every feature that scored becomes a reason
 * in words, weighed by the algorithm's coefficient, so a hit from yente reads like a hit from the sandbox.
 * Anything else (a network error, a timeout, a non-2xx, another shape) is "unavailable", through
 * `postUpstream`.
 */
import { z } from 'zod';
import { postUpstream } from '../../verification-kit/post-upstream.js';
import { ProviderUnavailableError } from '../../verification-kit/providers.js';
import { normaliseIdentifier } from '../matching/identifiers.js';
import {
  identifiersOf,
  type MatchFeatureName,
  type MatchReason,
  type MatchSubject,
} from '../matching/match-score.js';
import type { CryptoWallet, ListCategory, ListedEntity, WalletChain } from '../sandbox-list/listed-entity.js';
import type {
  ScreeningAnswer,
  ScreeningHit,
  ScreeningProvider,
  ScreeningQuery,
} from '../screening-provider.js';

export const YENTE_ALGORITHM = 'logic-v2';

/** The yente collections a screening searches, by scope. */
export interface YenteDatasets {
  default: string;
  domesticPep: string;
}

export interface YenteProviderOptions {
  timeoutMs?: number;
  datasets?: Partial<YenteDatasets>;
}

// --- the wire ------------------------------------------------------------------------------------------

/** A query-by-example, as yente reads it: FollowTheMoney properties, every value a list of strings. */
export interface YenteExample {
  schema: string;
  properties: Record<string, string[]>;
}

export interface YenteMatchRequest {
  queries: Record<string, YenteExample>;
}

// A property's values are strings, or (for entity references yente expands) nested entities; one lone
// string is taken as a list of one, as yente itself takes it in queries.
const ZValues = z.union([z.array(z.unknown()), z.string().transform((value) => [value])]);

// Newer yente explains each feature (`explanations`) beside the deprecated `features`; older sends only
// `features`. Either will do.
const ZExplanation = z.object({
  score: z.number(),
  detail: z.string().nullish(),
  query: z.string().nullish(),
  candidate: z.string().nullish(),
});

const ZScoredEntity = z.object({
  id: z.string(),
  caption: z.string().default(''),
  schema: z.string(),
  properties: z.record(z.string(), ZValues).default({}),
  datasets: z.array(z.string()).default([]),
  first_seen: z.string().nullish(),
  score: z.number(),
  features: z.record(z.string(), z.number()).default({}),
  explanations: z.record(z.string(), ZExplanation).default({}),
  match: z.boolean().default(false),
});

const ZEntityMatches = z.object({
  status: z.number().default(200),
  results: z.array(ZScoredEntity),
});

export const ZYenteMatchResponse = z.object({
  responses: z.record(z.string(), ZEntityMatches),
  // Older yente documents the algorithm's features with their coefficients here; it only helps word the
  // reasons, so a form we do not know is set aside rather than failing the answer.
  matcher: z
    .record(z.string(), z.object({ coefficient: z.number() }))
    .optional()
    .catch(undefined),
});

type YenteScoredEntity = z.infer<typeof ZScoredEntity>;
type YenteExplanation = z.infer<typeof ZExplanation>;
type YenteProperties = Record<string, unknown[]>;

// --- the query -----------------------------------------------------------------------------------------

const currencyOfChain: Record<WalletChain, string> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tron: 'TRX',
  solana: 'SOL',
};
const chainOfCurrency: Record<string, WalletChain> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  TRX: 'tron',
  SOL: 'solana',
};

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** Drops the properties the subject does not say: an empty list tells yente nothing. */
function said(properties: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(properties)
      .map(([key, values]) => [key, unique(values.filter((value) => value.trim() !== ''))] as const)
      .filter(([, values]) => values.length > 0),
  );
}

/** The countries a query names, lower case as yente keeps them: the subject's, and a domestic register's. */
function countriesOf(query: ScreeningQuery): string[] {
  const countries = [...(query.subject.countries ?? [])];
  if (query.scope === 'domestic-pep' && query.country) countries.push(query.country);
  return unique(countries.map((country) => country.toLowerCase()));
}

/**
 * The examples one screening sends, in one batch: the subject by name and identifiers, and each of its
 * wallets as a CryptoWallet (yente compares a wallet only with wallets).
 */
export function examplesOf(query: ScreeningQuery): Record<string, YenteExample> {
  const { subject } = query;
  const countries = countriesOf(query);
  const examples: Record<string, YenteExample> = {};
  if (subject.names.length > 0 || (subject.identifiers ?? []).length > 0) {
    examples.subject =
      subject.schema === 'Person'
        ? {
            schema: 'Person',
            properties: said({
              name: subject.names,
              birthDate: subject.birthDates ?? [],
              nationality: countries,
              country: countries,
              gender: subject.gender ? [subject.gender] : [],
              idNumber: subject.identifiers ?? [],
            }),
          }
        : {
            schema: 'Company',
            properties: said({
              name: subject.names,
              jurisdiction: countries,
              registrationNumber: subject.identifiers ?? [],
            }),
          };
  }
  for (const [index, wallet] of (subject.wallets ?? []).entries()) {
    // A MatchSubject's wallet is an address; a listed entity's also says its chain, which yente can use.
    const chain = 'chain' in wallet ? (wallet as CryptoWallet).chain : undefined;
    examples[`wallet${index}`] = {
      schema: 'CryptoWallet',
      properties: said({
        publicKey: [wallet.address],
        currency: chain && currencyOfChain[chain] ? [currencyOfChain[chain]] : [],
      }),
    };
  }
  return examples;
}

// --- the answer ----------------------------------------------------------------------------------------

function strings(properties: YenteProperties, ...keys: string[]): string[] {
  return unique(
    keys.flatMap((key) =>
      (properties[key] ?? []).filter((value): value is string => typeof value === 'string'),
    ),
  );
}

const ZNested = z.object({ schema: z.string().optional(), properties: z.record(z.string(), ZValues) });

/** Entities yente expanded in place of a reference (a wallet's holder, a person's sanctions). */
function nested(properties: YenteProperties, key: string): z.infer<typeof ZNested>[] {
  return (properties[key] ?? []).flatMap((value) => {
    const parsed = ZNested.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** YYYY, YYYY-MM or YYYY-MM-DD, as the matcher compares dates; a time of day is dropped. */
function dates(values: string[]): string[] {
  return unique(values.flatMap((value) => /^\d{4}(-\d{2}(-\d{2})?)?/.exec(value)?.[0] ?? []));
}

function categoryOf(topics: string[]): ListCategory {
  if (topics.includes('sanction') || topics.includes('sanction.linked')) return 'sanction';
  if (topics.includes('role.pep') || topics.includes('role.rca')) return 'pep';
  // yente's default collection is for screening: whatever else an entry is (crime, debarment), it is a
  // risk to stop at, and the stricter category says so.
  return 'sanction';
}

function walletsOf(properties: YenteProperties): CryptoWallet[] {
  const chain = strings(properties, 'currency')
    .map((currency) => chainOfCurrency[currency.toUpperCase()])
    .find((found) => found !== undefined);
  // A wallet on a chain we do not screen is left out rather than guessed.
  if (!chain) return [];
  return strings(properties, 'publicKey').map((address) => ({ chain, address }));
}

/** When the entry was listed: the listing date of its sanction, else when the list first carried it. */
function listedOnOf(result: YenteScoredEntity, category: ListCategory): string | null {
  // A PEP is not listed for anything: its first sighting is no listing date.
  if (category !== 'sanction') return null;
  const sanctions = nested(result.properties, 'sanctions');
  const listingDates = dates([
    ...strings(result.properties, 'listingDate'),
    ...sanctions.flatMap((sanction) => strings(sanction.properties, 'listingDate', 'startDate')),
  ]).sort();
  return (
    listingDates[0] ??
    dates(strings(result.properties, 'createdAt'))[0] ??
    dates([result.first_seen ?? ''])[0] ??
    null
  );
}

export function entityOf(result: YenteScoredEntity): ListedEntity {
  const properties = result.properties;
  // A wallet is listed on its own; when yente expanded its holder, the holder says who it is.
  const holder = result.schema === 'CryptoWallet' ? nested(properties, 'holder')[0] : undefined;
  const described = holder?.properties ?? properties;
  const names = strings(described, 'name', 'alias');
  const topics = strings(properties, 'topics');
  const category = categoryOf(topics);
  const gender = strings(described, 'gender')[0];
  return {
    id: result.id,
    // The matcher knows people and companies; every other kind of party (an organisation, a vessel, a wallet
    // without its holder) is compared as a company is.
    schema: result.schema === 'Person' || holder?.schema === 'Person' ? 'Person' : 'Company',
    names: names.length > 0 ? names : [result.caption].filter(Boolean),
    birthDates: dates(strings(described, 'birthDate')),
    // Upper case, as the sandbox list and the matcher keep them.
    countries: unique(
      strings(described, 'nationality', 'citizenship', 'country', 'jurisdiction').map((c) => c.toUpperCase()),
    ),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    identifiers: strings(
      described,
      'idNumber',
      'passportNumber',
      'registrationNumber',
      'taxNumber',
      'leiCode',
    ),
    category,
    datasets: result.datasets,
    programs: unique([
      ...strings(properties, 'program', 'programId'),
      ...nested(properties, 'sanctions').flatMap((sanction) =>
        strings(sanction.properties, 'program', 'programId'),
      ),
    ]),
    listedOn: listedOnOf(result, category),
    positions: strings(described, 'position'),
    wallets: walletsOf(properties),
  };
}

// --- the reasons ---------------------------------------------------------------------------------------

interface FeatureContext {
  value: number;
  /** The subject as sent: its countries are the ones the query named. */
  subject: MatchSubject;
  entity: ListedEntity;
  explanation: YenteExplanation | undefined;
}

interface FeatureReading {
  feature: MatchFeatureName;
  /** logic-v2's coefficient, used when the answer does not document its own. */
  coefficient: number;
  text(context: FeatureContext): string;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const listed = (values: readonly string[] | undefined) => (values ?? []).join(', ') || 'unknown';

function namePair({ explanation }: FeatureContext): string {
  return explanation?.query && explanation.candidate
    ? ` ("${explanation.query}" and "${explanation.candidate}")`
    : '';
}

/** The identifier both sides carry, as the subject wrote it. */
function sharedIdentifier({ subject, entity, explanation }: FeatureContext): string | undefined {
  if (explanation?.query) return explanation.query;
  const entityIds = new Set(identifiersOf(entity));
  return [...(subject.identifiers ?? []), ...(subject.wallets ?? []).map((wallet) => wallet.address)].find(
    (id) => entityIds.has(normaliseIdentifier(id)),
  );
}

function sameIdentifier(label: string): FeatureReading['text'] {
  return (context) => {
    const id = sharedIdentifier(context);
    return id ? `${label} ${id} is the same` : `The ${label.toLowerCase()} is the same`;
  };
}

function birthConflict(how: string): FeatureReading['text'] {
  return ({ subject, entity }) =>
    `Birth date ${listed(subject.birthDates)} conflicts with ${listed(entity.birthDates)} (${how})`;
}

/** logic-v2's features (nomenklatura/matching/logic_v2/model.py), and the older names yente may still send. */
const readings: Record<string, FeatureReading> = {
  name_match: {
    feature: 'name',
    coefficient: 1,
    text: (context) => `Names agree ${percent(context.value)}${namePair(context)}`,
  },
  weak_alias_match: {
    feature: 'name',
    coefficient: 0.8,
    text: (context) => `A weak alias agrees${namePair(context)}`,
  },
  name_literal_match: { feature: 'name', coefficient: 1, text: () => 'Names are written the same' },
  name_soundex_match: { feature: 'name', coefficient: 1, text: () => 'Names sound alike' },
  name_metaphone_match: { feature: 'name', coefficient: 1, text: () => 'Names sound alike' },
  person_name_jaro_winkler: {
    feature: 'name',
    coefficient: 1,
    text: ({ value }) => `Names are spelt ${percent(value)} alike`,
  },
  last_name_mismatch: { feature: 'name', coefficient: -1, text: () => 'Family names differ' },
  address_entity_match: { feature: 'identifier', coefficient: 0.98, text: () => 'The address is the same' },
  crypto_wallet_address: { feature: 'identifier', coefficient: 0.98, text: sameIdentifier('Wallet address') },
  identifier_match: { feature: 'identifier', coefficient: 0.85, text: sameIdentifier('Identifier') },
  isin_security_match: { feature: 'identifier', coefficient: 0.98, text: sameIdentifier('ISIN') },
  lei_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('LEI code') },
  ogrn_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('OGRN') },
  inn_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('INN') },
  bic_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('BIC code') },
  uei_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('UEI') },
  npi_code_match: { feature: 'identifier', coefficient: 0.95, text: sameIdentifier('NPI') },
  vessel_imo_mmsi_match: {
    feature: 'identifier',
    coefficient: 0.95,
    text: sameIdentifier('IMO/MMSI number'),
  },
  // An address in the same place is the nearest of our features to it: where the parties are.
  address_prop_match: { feature: 'country', coefficient: 0.2, text: () => 'Addresses agree' },
  country_mismatch: {
    feature: 'country',
    coefficient: -0.2,
    text: ({ subject, entity }) =>
      `Country ${listed(subject.countries)} conflicts with ${listed(entity.countries)}`,
  },
  dob_year_disjoint: { feature: 'birth_date', coefficient: -0.15, text: birthConflict('another year') },
  dob_day_disjoint: {
    feature: 'birth_date',
    coefficient: -0.25,
    text: birthConflict('same year, another day'),
  },
  gender_mismatch: {
    feature: 'gender',
    coefficient: -0.2,
    text: ({ subject, entity }) =>
      `Gender ${subject.gender ?? 'unknown'} conflicts with ${entity.gender ?? 'unknown'}`,
  },
};

/** A feature this adapter does not know yet: named as yente names it, filed by what its name says. */
function unknownReading(name: string): FeatureReading {
  const against = /mismatch|disjoint/.test(name);
  const feature: MatchFeatureName = /name|alias/.test(name)
    ? 'name'
    : /dob|birth/.test(name)
      ? 'birth_date'
      : /country|address/.test(name)
        ? 'country'
        : /gender/.test(name)
          ? 'gender'
          : 'identifier';
  return {
    feature,
    coefficient: against ? -1 : 1,
    text: ({ value }) =>
      `The screening server's "${name}" ${against ? 'counts against' : 'scored'} ${percent(value)}`,
  };
}

function reasonsOf(
  result: YenteScoredEntity,
  subject: MatchSubject,
  entity: ListedEntity,
  coefficients: Record<string, { coefficient: number }>,
): MatchReason[] {
  const names = unique([...Object.keys(result.explanations), ...Object.keys(result.features)]);
  return names.flatMap((name) => {
    const explanation = result.explanations[name];
    const value = explanation?.score ?? result.features[name] ?? 0;
    if (value === 0 || !Number.isFinite(value)) return [];
    const reading = readings[name] ?? unknownReading(name);
    // What the feature did to the score: its value (0 to 1) times its coefficient, negative for a conflict.
    const coefficient = coefficients[name]?.coefficient ?? reading.coefficient;
    return [
      {
        feature: reading.feature,
        effect: Number((value * coefficient).toFixed(3)),
        text: reading.text({ value, subject, entity, explanation }),
      },
    ];
  });
}

// --- the provider --------------------------------------------------------------------------------------

export class YenteScreeningProvider implements ScreeningProvider {
  readonly name = 'yente';
  private readonly timeoutMs: number;
  private readonly datasets: YenteDatasets;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    options: YenteProviderOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.datasets = { default: 'default', domesticPep: 'peps', ...options.datasets };
  }

  async screen(query: ScreeningQuery, signal?: AbortSignal): Promise<ScreeningAnswer> {
    const dataset = query.scope === 'domestic-pep' ? this.datasets.domesticPep : this.datasets.default;
    const queries = examplesOf(query);
    // Nothing to compare (no name, identifier or wallet): yente would refuse the empty batch.
    if (Object.keys(queries).length === 0) return { lists: [dataset], hits: [] };

    const params = new URLSearchParams({
      threshold: String(query.threshold),
      limit: String(query.limit),
      algorithm: YENTE_ALGORITHM,
    });
    const answer = await postUpstream({
      baseUrl: this.baseUrl,
      path: `/match/${encodeURIComponent(dataset)}?${params}`,
      apiKey: this.apiKey,
      authScheme: 'ApiKey',
      body: { queries } satisfies YenteMatchRequest,
      answer: ZYenteMatchResponse,
      timeoutMs: this.timeoutMs,
      signal,
      what: 'The screening service',
    });

    const asked: MatchSubject = {
      ...query.subject,
      countries: countriesOf(query).map((c) => c.toUpperCase()),
    };
    const best = new Map<string, ScreeningHit>();
    for (const key of Object.keys(queries)) {
      const matches = answer.responses[key];
      // A batch answered in part is no answer: the missing query may be the one that hits.
      if (matches?.status !== 200)
        throw new ProviderUnavailableError('The screening service answered in a form we could not read');
      for (const result of matches.results) {
        if (!result.match && result.score < query.threshold) continue;
        const entity = entityOf(result);
        const hit = {
          entity,
          score: result.score,
          reasons: reasonsOf(result, asked, entity, answer.matcher ?? {}),
        };
        const seen = best.get(entity.id);
        if (!seen || seen.score < hit.score) best.set(entity.id, hit);
      }
    }
    const hits = [...best.values()].sort((a, b) => b.score - a.score).slice(0, query.limit);
    const lists = unique(hits.flatMap((hit) => hit.entity.datasets));
    return { lists: lists.length > 0 ? lists : [dataset], hits };
  }
}
