/**
 * The live screening adapter for yente, OpenSanctions' open-source screening server, which a business runs
 * with its licensed data (`SCREENING_URL`):
 *   POST {url}/match/{dataset}?threshold={t}&limit={n}&algorithm=logic-v2   Authorization: ApiKey {key}
 *   {"queries": {"subject": {"schema": "Person", "properties": {"name": [..], "birthDate": [..], ..}}}}
 *   → 200 {"responses": {"subject": {"status": 200, "results": [{id, caption, schema, properties, datasets,
 *          first_seen, score, features, explanations, match}], "total": {..}, "query": {..}}}, "limit": n}
 * Each result becomes a listed entity, its score stays yente's, and every feature that scored becomes a reason
 * in words, weighed by the algorithm's coefficient, so a hit from yente reads like a hit from the sandbox.
 * Anything else (a network error, a timeout, a non-2xx, another shape) is "unavailable", through
 * `postUpstream`. Only the fields read are parsed, leniently. Each feature is weighed by logic-v2's own
 * coefficient (the table below): newer yente no longer sends coefficients in its answer, and what older
 * yente's `matcher` block sent for logic-v2 is the same table, as this adapter sends no weights of its own.
 */
import { z } from 'zod';
import { postUpstream } from '../../verification-kit/post-upstream.js';
import { ProviderUnavailableError } from '../../verification-kit/providers.js';
import { normaliseIdentifier } from '../matching/identifiers.js';
import { identifiersOf, type MatchFeatureName, type MatchSubject } from '../matching/match-score.js';
import type { ListedEntity, WalletChain } from '../sandbox-list/listed-entity.js';
import type { ScreeningAnswer, ScreeningProvider, ScreeningQuery } from '../screening-provider.js';

// A property's values are strings or, for references yente expands, nested entities; a lone string is a
// list of one, as yente itself takes it.
const ZProperties = z.record(z.string(), z.union([z.array(z.unknown()), z.string().transform((v) => [v])]));
const ZNested = z.object({ schema: z.string().optional(), properties: ZProperties });
const ZText = z.string().nullish();
// Newer yente explains each feature beside the deprecated `features`: its score and the values it compared.
const ZExplained = z.object({ score: z.number(), query: ZText, candidate: ZText });
const ZResult = z.object({
  id: z.string(),
  caption: z.string().default(''),
  schema: z.string(),
  properties: ZProperties.default({}),
  datasets: z.array(z.string()).default([]),
  first_seen: ZText,
  score: z.number(),
  features: z.record(z.string(), z.number()).default({}),
  explanations: z.record(z.string(), ZExplained).default({}),
  match: z.boolean().default(false),
});
const ZMatches = z.object({ status: z.number().default(200), results: z.array(ZResult) });
const ZAnswer = z.object({ responses: z.record(z.string(), ZMatches) });

type Result = z.infer<typeof ZResult>;
type Explained = z.infer<typeof ZExplained>;
type Properties = Record<string, unknown[]>;
type Example = { schema: string; properties: Record<string, string[]> };

const chains: Record<string, WalletChain> = { BTC: 'bitcoin', ETH: 'ethereum', TRX: 'tron', SOL: 'solana' };
const countryProperties = ['nationality', 'citizenship', 'country', 'jurisdiction'];

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** A query-by-example without the empty properties: an empty list tells yente nothing. */
function example(schema: string, properties: Record<string, readonly string[]>): Example {
  const said = (values: readonly string[]) => unique(values.filter((value) => value.trim() !== ''));
  const entries = Object.entries(properties).map(([key, values]) => [key, said(values)] as const);
  return { schema, properties: Object.fromEntries(entries.filter(([, values]) => values.length > 0)) };
}
const strings = (properties: Properties, ...keys: string[]): string[] =>
  unique(keys.flatMap((key) => (properties[key] ?? []).filter((v): v is string => typeof v === 'string')));

/** Entities yente expanded in place of a reference (a wallet's holder, a person's sanctions). */
const nested = (properties: Properties, key: string) =>
  (properties[key] ?? []).flatMap((value) => ZNested.safeParse(value).data ?? []);

/** YYYY, YYYY-MM or YYYY-MM-DD, as the matcher compares dates; a time of day is dropped. */
const dates = (values: string[]): string[] =>
  unique(values.flatMap((value) => /^\d{4}(-\d{2}(-\d{2})?)?/.exec(value)?.[0] ?? []));

function entityOf({ id, schema, caption, properties: own, datasets, first_seen }: Result): ListedEntity {
  // A wallet is listed on its own; when yente expanded its holder, the holder says who it is.
  const holder = schema === 'CryptoWallet' ? nested(own, 'holder')[0] : undefined;
  const party = holder?.properties ?? own;
  const names = strings(party, 'name', 'alias');
  const gender = strings(party, 'gender')[0];
  const topics = strings(own, 'topics');
  const tagged = (...wanted: string[]) => topics.some((topic) => wanted.includes(topic));
  // yente's default collection is for screening: whatever else an entry is (crime, debarment), it is a risk
  // to stop at, so only an entry that is a PEP and not sanctioned is called a PEP.
  const pep = tagged('role.pep', 'role.rca') && !tagged('sanction', 'sanction.linked');
  const sanctions = nested(own, 'sanctions').map((sanction) => sanction.properties);
  const listings = sanctions.flatMap((sanction) => strings(sanction, 'listingDate', 'startDate'));
  // The listing date of its sanction, else when the list first carried it.
  const listed = dates([...strings(own, 'listingDate'), ...listings]).sort();
  const listedOn = [...listed, ...dates([...strings(own, 'createdAt'), first_seen ?? ''])][0];
  const chain = strings(own, 'currency').flatMap((currency) => chains[currency.toUpperCase()] ?? [])[0];
  return {
    id,
    // The matcher knows people and companies: every other party (an organisation, a vessel, a wallet without
    // its holder) is compared as a company is.
    schema: schema === 'Person' || holder?.schema === 'Person' ? 'Person' : 'Company',
    names: names.length > 0 ? names : [caption].filter(Boolean),
    birthDates: dates(strings(party, 'birthDate')),
    // Upper case, as the sandbox list and the matcher keep them.
    countries: unique(strings(party, ...countryProperties).map((country) => country.toUpperCase())),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    identifiers: strings(party, 'idNumber', 'passportNumber', 'registrationNumber', 'taxNumber', 'leiCode'),
    category: pep ? 'pep' : 'sanction',
    datasets,
    programs: unique([own, ...sanctions].flatMap((p) => strings(p, 'program', 'programId'))),
    // A PEP is not listed for anything: its first sighting is no listing date.
    listedOn: pep ? null : (listedOn ?? null),
    positions: strings(party, 'position'),
    // A wallet on a chain we do not screen is left out rather than guessed.
    wallets: chain ? strings(own, 'publicKey').map((address) => ({ chain, address })) : [],
  };
}

// What a reason is worded from; the subject as sent, its countries the ones the query named.
type Compared = Partial<Explained> & { value: number; subject: MatchSubject; entity: ListedEntity };
type Reading = [MatchFeatureName, number, (compared: Compared) => string];

const percent = (value: number) => `${Math.round(value * 100)}%`;
const pair = ({ query: q, candidate: c }: Compared) => (q && c ? ` ("${q}" and "${c}")` : '');
const same =
  (label: string) =>
  ({ subject, entity, query }: Compared): string => {
    // The identifier both sides carry: as yente says, else the first of the subject's the entry also has.
    const theirs = new Set(identifiersOf(entity));
    const ours = [...(subject.identifiers ?? []), ...(subject.wallets ?? []).map((wallet) => wallet.address)];
    const id = query ?? ours.find((each) => theirs.has(normaliseIdentifier(each)));
    return id ? `${label} ${id} is the same` : `The ${label.toLowerCase()} is the same`;
  };
const shown = (value: readonly string[] | string | undefined) => [value ?? []].flat().join(', ') || 'unknown';
const conflict =
  (label: string, key: 'countries' | 'birthDates' | 'gender', how = '') =>
  ({ subject, entity }: Compared): string =>
    `${label} ${shown(subject[key])} conflicts with ${shown(entity[key])}${how}`;

/** logic-v2's features (nomenklatura/matching/logic_v2/model.py): what each is about, its weight, its words. */
const readings: Record<string, Reading> = {
  name_match: ['name', 1, (c) => `Names agree ${percent(c.value)}${pair(c)}`],
  weak_alias_match: ['name', 0.8, (c) => `A weak alias agrees${pair(c)}`],
  address_entity_match: ['identifier', 0.98, () => 'The address is the same'],
  crypto_wallet_address: ['identifier', 0.98, same('Wallet address')],
  isin_security_match: ['identifier', 0.98, same('ISIN')],
  lei_code_match: ['identifier', 0.95, same('LEI code')],
  ogrn_code_match: ['identifier', 0.95, same('OGRN')],
  vessel_imo_mmsi_match: ['identifier', 0.95, same('IMO/MMSI number')],
  inn_code_match: ['identifier', 0.95, same('INN')],
  bic_code_match: ['identifier', 0.95, same('BIC code')],
  uei_code_match: ['identifier', 0.95, same('UEI')],
  npi_code_match: ['identifier', 0.95, same('NPI')],
  identifier_match: ['identifier', 0.85, same('Identifier')],
  // An address in the same place is the nearest of our features to it: where the parties are.
  address_prop_match: ['country', 0.2, () => 'Addresses agree'],
  country_mismatch: ['country', -0.2, conflict('Country', 'countries')],
  dob_year_disjoint: ['birth_date', -0.15, conflict('Birth date', 'birthDates', ' (another year)')],
  dob_day_disjoint: ['birth_date', -0.25, conflict('Birth date', 'birthDates', ' (same year, another day)')],
  gender_mismatch: ['gender', -0.2, conflict('Gender', 'gender')],
};

/** A feature not in the table (another algorithm's, a newer one): named as yente names it, filed by its name. */
function unknownReading(name: string): Reading {
  const against = /mismatch|disjoint/.test(name);
  const filed = /(name|alias)|(dob|birth)|(country|address)|(gender)/.exec(name) ?? [];
  const feature = (['name', 'birth_date', 'country', 'gender'] as const).find((_, index) => filed[index + 1]);
  const verb = against ? 'counts against' : 'scored';
  const text = ({ value }: Compared) => `The screening server's "${name}" ${verb} ${percent(value)}`;
  return [feature ?? 'identifier', against ? -1 : 1, text];
}

function reasonsOf(result: Result, base: Omit<Compared, 'value'>) {
  return unique([...Object.keys(result.explanations), ...Object.keys(result.features)]).flatMap((name) => {
    const explained = result.explanations[name];
    const value = explained?.score ?? result.features[name] ?? 0;
    if (value === 0 || !Number.isFinite(value)) return [];
    const [feature, coefficient, text] = readings[name] ?? unknownReading(name);
    // What the feature did to the score: its value (0 to 1) times its coefficient, negative for a conflict.
    const effect = Number((value * coefficient).toFixed(3));
    return [{ feature, effect, text: text({ ...base, ...explained, value }) }];
  });
}

export class YenteScreeningProvider implements ScreeningProvider {
  readonly name = 'yente';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly options: { timeoutMs?: number } = {},
  ) {}

  async screen(query: ScreeningQuery, signal?: AbortSignal): Promise<ScreeningAnswer> {
    const { subject, threshold, limit } = query;
    const domestic = query.scope === 'domestic-pep';
    const dataset = domestic ? 'peps' : 'default';
    // Lower case, as yente keeps them: the subject's countries, and a domestic register's.
    const named = [...(subject.countries ?? []), domestic ? query.country : undefined];
    const countries = unique(named.flatMap((country) => country?.toLowerCase() || []));
    const ids = subject.identifiers ?? [];
    const queries: Record<string, Example> = {};
    if (subject.names.length > 0 || ids.length > 0)
      queries.subject =
        subject.schema === 'Person'
          ? example('Person', {
              name: subject.names,
              birthDate: subject.birthDates ?? [],
              nationality: countries,
              country: countries,
              gender: subject.gender ? [subject.gender] : [],
              idNumber: ids,
            })
          : example('Company', { name: subject.names, jurisdiction: countries, registrationNumber: ids });
    // yente compares a wallet only with wallets: each goes as a CryptoWallet of its own, in the same batch.
    for (const [index, wallet] of (subject.wallets ?? []).entries())
      queries[`wallet${index}`] = example('CryptoWallet', { publicKey: [wallet.address] });
    // Nothing to compare (no name, identifier or wallet): yente would refuse the empty batch.
    if (Object.keys(queries).length === 0) return { lists: [dataset], hits: [] };

    const { baseUrl, apiKey } = this;
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    const path = `/match/${dataset}?threshold=${threshold}&limit=${limit}&algorithm=logic-v2`;
    const call = { baseUrl, apiKey, authScheme: 'ApiKey', path, body: { queries }, answer: ZAnswer, signal };
    const answer = await postUpstream({ ...call, timeoutMs, what: 'The screening service' });

    const asked = { subject: { ...subject, countries: countries.map((country) => country.toUpperCase()) } };
    const best = new Map<string, ScreeningAnswer['hits'][number]>();
    for (const key of Object.keys(queries)) {
      const matches = answer.responses[key];
      // A batch answered in part is no answer: the missing query may be the one that hits.
      if (matches?.status !== 200)
        throw new ProviderUnavailableError('The screening service answered in a form we could not read');
      for (const result of matches.results.filter((each) => each.match || each.score >= threshold)) {
        const entity = entityOf(result);
        const hit = { entity, score: result.score, reasons: reasonsOf(result, { ...asked, entity }) };
        // Two queries may find one entity (two of the subject's wallets): the better finding stands.
        if ((best.get(entity.id)?.score ?? -1) < hit.score) best.set(entity.id, hit);
      }
    }
    const hits = [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    const lists = unique(hits.flatMap((hit) => hit.entity.datasets));
    return { lists: lists.length > 0 ? lists : [dataset], hits };
  }
}
