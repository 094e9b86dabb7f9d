/**
 * An in-process stand-in for yente's `/match/{dataset}` API, for the live adapter's tests: a real HTTP
 * server (port 0) that checks the `Authorization: ApiKey` header, keeps a small list of fictitious entities
 * (the sandbox's documented entries, as FollowTheMoney entities with their wallets beside them), scores each
 * query against them with the sandbox's own matcher and answers in yente's shape: results above the cutoff,
 * best first, `match` when at or above the threshold, and the features behind each score. It records every
 * request, and can be made to fail the ways a screening server fails: down (503), slow (answers after the
 * caller gave up), garbage (200 with a body of another shape).
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MatchReason, type MatchSubject, matchWeights, scoreMatch } from '../matching/match-score.js';
import { documentedEntries } from '../sandbox-list/generate-sandbox-list.js';
import type { ListedEntity, WalletChain } from '../sandbox-list/listed-entity.js';
import { SANDBOX_UNAVAILABLE_NAME } from '../sandbox-screening-provider.js';

export type YenteDoubleMode = 'ok' | 'down' | 'slow' | 'garbage';

/** An entity as yente returns it (EntityResponse): FollowTheMoney properties and the list's bookkeeping. */
export interface YenteEntity {
  id: string;
  caption: string;
  schema: string;
  properties: Record<string, string[]>;
  datasets: string[];
  referents: string[];
  target: boolean;
  first_seen: string | null;
  last_seen: string | null;
  last_change: string | null;
}

export interface RecordedYenteRequest {
  method: string;
  /** Without the query string, e.g. '/match/default'. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  /** The JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface YenteDoubleOptions {
  apiKey: string;
  /** How long 'slow' holds an answer: longer than any test gives the adapter. */
  slowMs?: number;
  /** The list it screens against; the documented sandbox entries by default. */
  entities?: YenteEntity[];
}

export interface RunningYenteDouble {
  url: string;
  requests: RecordedYenteRequest[];
  setMode(mode: YenteDoubleMode): void;
  close(): Promise<void>;
}

export const DOUBLE_SANCTIONS_DATASET = 'sbx_fictitious_sanctions';
export const DOUBLE_PEPS_DATASET = 'sbx_fictitious_peps';

const currencyOfChain: Record<WalletChain, string> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tron: 'TRX',
  solana: 'SOL',
};

// What the list would say of when it first carried an entry: fixed, so answers are the same every run.
const SEEN = '2024-01-15T00:00:00';

function withoutEmpty(properties: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => [key, [...values]]),
  );
}

function entityResponse(
  id: string,
  caption: string,
  schema: string,
  properties: Record<string, string[]>,
  datasets: string[],
): YenteEntity {
  return {
    id,
    caption,
    schema,
    properties,
    datasets,
    referents: [],
    target: true,
    first_seen: SEEN,
    last_seen: SEEN,
    last_change: SEEN,
  };
}

/** A listed entry as OpenSanctions publishes one: the party, and each of its wallets as its own entity. */
export function yenteEntitiesOf(entry: ListedEntity): YenteEntity[] {
  const countries = (entry.countries ?? []).map((country) => country.toLowerCase());
  const topics = entry.category === 'sanction' ? ['sanction'] : ['role.pep'];
  const datasets = [entry.category === 'sanction' ? DOUBLE_SANCTIONS_DATASET : DOUBLE_PEPS_DATASET];
  const party = entityResponse(
    entry.id,
    entry.names[0] ?? entry.id,
    entry.schema,
    withoutEmpty({
      name: entry.names.slice(0, 1),
      alias: entry.names.slice(1),
      birthDate: entry.birthDates ?? [],
      ...(entry.schema === 'Person'
        ? {
            nationality: countries,
            gender: entry.gender ? [entry.gender] : [],
            idNumber: entry.identifiers ?? [],
          }
        : { jurisdiction: countries, registrationNumber: entry.identifiers ?? [] }),
      country: countries,
      topics,
      program: entry.programs,
      position: entry.positions,
      createdAt: entry.listedOn ? [entry.listedOn] : [],
    }),
    datasets,
  );
  const wallets = entry.wallets.map((wallet, index) =>
    entityResponse(
      `${entry.id}-wallet-${index}`,
      wallet.address,
      'CryptoWallet',
      { publicKey: [wallet.address], currency: [currencyOfChain[wallet.chain]], holder: [entry.id], topics },
      datasets,
    ),
  );
  return [party, ...wallets];
}

/** yente's collections: every source in `default`, and the topical ones. */
const collections: Record<string, (entity: YenteEntity) => boolean> = {
  default: () => true,
  sanctions: (entity) => (entity.properties.topics ?? []).includes('sanction'),
  peps: (entity) =>
    (entity.properties.topics ?? []).some((topic) => topic === 'role.pep' || topic === 'role.rca'),
};

// The algorithms yente offers under these names; the double scores them all with the sandbox's matcher.
const ALGORITHMS = new Set(['logic-v1', 'logic-v2']);
const PARTY_SCHEMATA = new Set(['Company', 'Organization', 'LegalEntity']);
const KNOWN_SCHEMATA = new Set(['Person', 'CryptoWallet', ...PARTY_SCHEMATA]);

/** What the matcher compares of an entity or an example: both are FollowTheMoney properties. */
function matchSubjectOf(schema: string, properties: Record<string, string[]>): MatchSubject {
  const values = (...keys: string[]) => keys.flatMap((key) => properties[key] ?? []);
  const gender = values('gender')[0];
  return {
    // The matcher knows people and companies: a wallet is compared by its address alone.
    schema: schema === 'Person' ? 'Person' : 'Company',
    names: schema === 'CryptoWallet' ? [] : values('name', 'alias'),
    birthDates: values('birthDate'),
    countries: [
      ...new Set(values('nationality', 'citizenship', 'country', 'jurisdiction').map((c) => c.toUpperCase())),
    ],
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    identifiers: values('idNumber', 'passportNumber', 'registrationNumber', 'taxNumber'),
    wallets: values('publicKey').map((address) => ({ address })),
  };
}

/** Whether yente would compare a result of this schema with an example of that one. */
function comparable(example: string, result: string): boolean {
  return example === result || (PARTY_SCHEMATA.has(example) && PARTY_SCHEMATA.has(result));
}

/** The coefficients of the double's features: the matcher's weights, documented as yente documents its own. */
const matcher = {
  // The best name agreement is the score's base, as logic-v2's name_match is.
  name_match: 1,
  identifier_match: matchWeights.identifier,
  crypto_wallet_address: matchWeights.identifier,
  dob_year_disjoint: matchWeights.birthYearConflict,
  dob_day_disjoint: matchWeights.birthDayConflict,
  country_mismatch: matchWeights.countryConflict,
  gender_mismatch: matchWeights.genderConflict,
};

/** The matcher's reasons as yente's features: a value 0 to 1 for each feature that scored. */
function featuresOf(reasons: MatchReason[], walletQuery: boolean): Record<string, number> {
  const features: Record<string, number> = {};
  for (const reason of reasons) {
    if (reason.feature === 'name' && reason.effect > 0) features.name_match = reason.effect;
    if (reason.feature === 'identifier')
      features[walletQuery ? 'crypto_wallet_address' : 'identifier_match'] = 1;
    if (reason.feature === 'birth_date' && reason.effect === matchWeights.birthYearConflict)
      features.dob_year_disjoint = 1;
    if (reason.feature === 'birth_date' && reason.effect === matchWeights.birthDayConflict)
      features.dob_day_disjoint = 1;
    if (reason.feature === 'country' && reason.effect < 0) features.country_mismatch = 1;
    if (reason.feature === 'gender' && reason.effect < 0) features.gender_mismatch = 1;
  }
  return features;
}

interface Example {
  id?: string | null;
  schema: string;
  properties: Record<string, string[]>;
}

class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
  ) {
    super(typeof detail === 'string' ? detail : 'Invalid request');
  }
}

/** The body as yente's EntityMatchQuery reads it: a single string stands for a list of one. */
function examplesOf(body: unknown): Record<string, Example> {
  const queries = (body as { queries?: unknown } | null)?.queries;
  if (typeof queries !== 'object' || queries === null || Array.isArray(queries))
    throw new BadRequest(422, [{ loc: ['body', 'queries'], msg: 'Field required', type: 'missing' }]);
  const examples: Record<string, Example> = {};
  for (const [key, raw] of Object.entries(queries)) {
    const example = raw as { id?: unknown; schema?: unknown; properties?: unknown };
    if (typeof example.schema !== 'string' || typeof example.properties !== 'object' || !example.properties)
      throw new BadRequest(422, [{ loc: ['body', 'queries', key], msg: 'Field required', type: 'missing' }]);
    if (!KNOWN_SCHEMATA.has(example.schema))
      throw new BadRequest(400, `Cannot parse example entity: Schema does not exist: ${example.schema}`);
    const properties: Record<string, string[]> = {};
    for (const [name, values] of Object.entries(example.properties)) {
      properties[name] = (Array.isArray(values) ? values : [values]).map(String);
    }
    examples[key] = {
      id: typeof example.id === 'string' ? example.id : null,
      schema: example.schema,
      properties,
    };
  }
  if (Object.keys(examples).length === 0) throw new BadRequest(400, 'No queries provided.');
  return examples;
}

function numberParam(query: Record<string, string>, name: string, fallback: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value))
    throw new BadRequest(422, [
      { loc: ['query', name], msg: 'Input should be a valid number', type: 'float_parsing' },
    ]);
  return value;
}

/** POST /match/{dataset}: yente's EntityMatchResponse for the batch. */
function match(
  entities: YenteEntity[],
  dataset: string,
  query: Record<string, string>,
  body: unknown,
): unknown {
  const inCollection = collections[dataset];
  if (!inCollection) throw new BadRequest(404, 'No such dataset.');
  const algorithm = query.algorithm ?? 'logic-v2';
  if (!ALGORITHMS.has(algorithm)) throw new BadRequest(400, `Invalid algorithm: ${algorithm}`);
  const threshold = numberParam(query, 'threshold', 0.8);
  // As yente: a result at or below the cutoff is not returned at all, and the cutoff never exceeds the threshold.
  const cutoff = Math.min(numberParam(query, 'cutoff', 0.5), threshold);
  const limit = Math.min(numberParam(query, 'limit', 5), 500);
  const examples = examplesOf(body);
  const responses: Record<string, unknown> = {};
  for (const [key, example] of Object.entries(examples)) {
    const subject = matchSubjectOf(example.schema, example.properties);
    const scored = entities
      .filter((entity) => inCollection(entity) && comparable(example.schema, entity.schema))
      .map((entity) => {
        const { score, reasons } = scoreMatch(subject, matchSubjectOf(entity.schema, entity.properties));
        const features = featuresOf(reasons, example.schema === 'CryptoWallet');
        const explanations = Object.fromEntries(
          Object.entries(features).map(([name, value]) => [
            name,
            {
              score: value,
              detail: reasons.find((r) => featureOfName(name) === r.feature)?.text ?? null,
              query: null,
              candidate: null,
            },
          ]),
        );
        return { ...entity, score, features, explanations, match: score >= threshold, token: null };
      })
      .filter((result) => result.score > cutoff)
      .sort((a, b) => b.score - a.score);
    responses[key] = {
      status: 200,
      results: scored.slice(0, limit),
      total: { value: scored.filter((result) => result.match).length, relation: 'eq' },
      query: { id: example.id ?? null, schema: example.schema, properties: example.properties },
    };
  }
  const docs = Object.fromEntries(
    Object.entries(matcher).map(([name, coefficient]) => [
      name,
      { description: `The double's ${name}`, coefficient, url: 'https://example.invalid/yente-double' },
    ]),
  );
  return { responses, matcher: docs, limit };
}

function featureOfName(name: string): MatchReason['feature'] {
  if (name.startsWith('name')) return 'name';
  if (name.startsWith('dob')) return 'birth_date';
  if (name.startsWith('country')) return 'country';
  if (name.startsWith('gender')) return 'gender';
  return 'identifier';
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startYenteDouble(options: YenteDoubleOptions): Promise<RunningYenteDouble> {
  const entities = options.entities ?? documentedEntries.flatMap(yenteEntitiesOf);
  const slowMs = options.slowMs ?? 30_000;
  const requests: RecordedYenteRequest[] = [];
  // The held answers of 'slow': close() clears them, so a test run never waits on one.
  const timers = new Set<NodeJS.Timeout>();
  let mode: YenteDoubleMode = 'ok';

  /** What the double answers a request, now or (when slow) later. */
  const outcomeOf = (
    request: IncomingMessage,
    url: URL,
    query: Record<string, string>,
    body: unknown,
  ): { status: number; body: unknown } => {
    if (request.headers.authorization !== `ApiKey ${options.apiKey}`)
      return { status: 401, body: { detail: 'Invalid or missing API key.' } };
    // The sandbox's documented "down" name is down here too, so one example serves both environments.
    if (mode === 'down' || JSON.stringify(body).includes(SANDBOX_UNAVAILABLE_NAME))
      return { status: 503, body: { detail: 'Service Unavailable' } };
    if (mode === 'garbage')
      return { status: 200, body: { results: 'not a match response', responses: [42] } };
    const route = /^\/match\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'POST' || !route?.[1]) return { status: 404, body: { detail: 'Not Found' } };
    try {
      return { status: 200, body: match(entities, decodeURIComponent(route[1]), query, body) };
    } catch (error) {
      if (error instanceof BadRequest) return { status: error.status, body: { detail: error.detail } };
      return { status: 500, body: { detail: 'Internal Server Error' } };
    }
  };

  const answer = (request: IncomingMessage, response: ServerResponse, raw: string): void => {
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const query = Object.fromEntries(url.searchParams);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Recorded as sent; the match below answers 422 as yente does.
    }
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query,
      authorization: request.headers.authorization,
      body,
    });

    const outcome = outcomeOf(request, url, query, body);
    if (mode !== 'slow') {
      send(response, outcome.status, outcome.body);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, outcome.status, outcome.body);
    }, slowMs);
    timers.add(timer);
  };

  const server = createServer((request, response) => {
    readBody(request).then(
      (raw) => answer(request, response, raw),
      () => send(response, 400, { detail: 'Unreadable body' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
