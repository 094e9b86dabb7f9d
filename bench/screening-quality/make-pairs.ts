/**
 * Writes the labelled name pairs bench/screening-quality.ts measures the matcher with (pairs.csv):
 * half true matches — the same person written as documents and lists write people (another spelling or
 * transliteration, accents dropped, names reordered, an initial, a missing middle name, a typo, a title,
 * a name split or joined) — and half non-matches — different people who share a surname or a given name,
 * names that look alike, and the same name with a conflicting birth date or country. Seeded, so the file
 * is the same on every run: `node --import tsx bench/screening-quality/make-pairs.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Culture,
  cultures,
  lookAlikes,
  spellingGroups,
  titles,
} from '../../apps/api/src/features/aml/sandbox-list/name-pools.js';

const PAIRS_PER_LABEL = 3_000;

/** mulberry32: a small seeded generator, so the set is reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261207);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

interface Person {
  given: string;
  middle?: string;
  surname: string;
  birthDate: string;
  country: string;
}

function birthDate(): string {
  const year = 1945 + Math.floor(random() * 60);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function person(culture: Culture): Person {
  const given = pick(culture.given);
  let middle: string | undefined;
  if (chance(0.5)) {
    middle = pick(culture.given);
    if (middle === given) middle = undefined;
  }
  return { given, middle, surname: pick(culture.surnames), birthDate: birthDate(), country: culture.country };
}

const fullName = (p: Person) => [p.given, p.middle, p.surname].filter(Boolean).join(' ');

const stripAccents = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '');

function respell(name: string): string | undefined {
  const plain = stripAccents(name);
  const group = spellingGroups.find((g) => g.some((spelling) => stripAccents(spelling) === plain));
  if (!group) return undefined;
  const others = group.filter((spelling) => stripAccents(spelling) !== plain);
  return others.length > 0 ? pick(others) : undefined;
}

function typo(word: string): string {
  const plain = stripAccents(word);
  if (plain.length < 5) return plain;
  const at = 1 + Math.floor(random() * (plain.length - 2));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  switch (Math.floor(random() * 4)) {
    case 0:
      return plain.slice(0, at) + plain.slice(at + 1);
    case 1:
      return plain.slice(0, at) + pick([...letters]) + plain.slice(at);
    case 2:
      return plain.slice(0, at) + pick([...letters]) + plain.slice(at + 1);
    default:
      return plain.slice(0, at - 1) + (plain[at] ?? '') + (plain[at - 1] ?? '') + plain.slice(at + 1);
  }
}

type Variation = (p: Person) => { name: string; kind: string } | undefined;

/** Ways one person's name is written elsewhere. */
const variations: Variation[] = [
  (p) => ({ name: fullName(p).toUpperCase(), kind: 'case' }),
  (p) => ({ name: stripAccents(fullName(p)), kind: 'accents' }),
  (p) => {
    const given = respell(p.given);
    const surname = respell(p.surname);
    if (!given && !surname) return undefined;
    return {
      name: fullName({ ...p, given: given ?? p.given, surname: surname ?? p.surname }),
      kind: 'spelling',
    };
  },
  (p) => ({ name: [p.surname, p.given, p.middle].filter(Boolean).join(' '), kind: 'reordered' }),
  (p) => ({ name: `${p.surname.toUpperCase()}, ${p.given}`, kind: 'reordered-comma' }),
  (p) => ({ name: `${stripAccents(p.given)[0]}. ${p.surname}`, kind: 'initial' }),
  (p) =>
    p.middle
      ? { name: `${p.given} ${stripAccents(p.middle)[0]}. ${p.surname}`, kind: 'middle-initial' }
      : undefined,
  (p) => (p.middle ? { name: `${p.given} ${p.surname}`, kind: 'missing-middle' } : undefined),
  (p) => ({ name: fullName({ ...p, surname: typo(p.surname) }), kind: 'typo' }),
  (p) => ({ name: fullName({ ...p, given: typo(p.given) }), kind: 'typo' }),
  (p) => ({ name: `${pick(titles)} ${fullName(p)}`, kind: 'title' }),
  (p) => {
    const given = respell(p.given);
    return given ? { name: [p.surname, given].join(' '), kind: 'spelling-reordered' } : undefined;
  },
  (p) => ({ name: [typo(p.surname), p.given].join(' '), kind: 'typo-reordered' }),
];

/** Which of a person's details the screening query carries. */
function queryDetails(p: Person): { birthDate: string; country: string } {
  const roll = random();
  if (roll < 0.35) return { birthDate: '', country: '' };
  if (roll < 0.55) return { birthDate: p.birthDate.slice(0, 4), country: '' };
  if (roll < 0.75) return { birthDate: '', country: p.country };
  return { birthDate: p.birthDate, country: p.country };
}

interface Pair {
  label: 0 | 1;
  kind: string;
  queryName: string;
  queryBirth: string;
  queryCountry: string;
  entityName: string;
  entityBirth: string;
  entityCountry: string;
}

function truePair(): Pair {
  for (;;) {
    const listed = person(pick(cultures));
    const varied = pick(variations)(listed);
    if (!varied) continue;
    const details = queryDetails(listed);
    return {
      label: 1,
      kind: varied.kind,
      queryName: varied.name,
      queryBirth: details.birthDate,
      queryCountry: details.country,
      entityName: fullName(listed),
      entityBirth: listed.birthDate,
      entityCountry: listed.country,
    };
  }
}

function otherYear(date: string): string {
  const year = Number(date.slice(0, 4)) + (chance(0.5) ? 1 : -1) * (2 + Math.floor(random() * 20));
  return `${year}${date.slice(4)}`;
}

const otherCountry = (country: string) => pick(cultures.map((c) => c.country).filter((c) => c !== country));

type Difference = (listed: Person, culture: Culture) => { query: Person; kind: string } | undefined;

/** Ways a different person's name comes close to a listed one's. */
const differences: Difference[] = [
  (listed, culture) => {
    const given = pick(culture.given);
    return given === listed.given || given === listed.middle
      ? undefined
      : {
          query: { ...person(culture), given, surname: listed.surname, middle: undefined },
          kind: 'shared-surname',
        };
  },
  (listed, culture) => {
    const surname = pick(culture.surnames);
    return surname === listed.surname
      ? undefined
      : {
          query: { ...person(culture), given: listed.given, surname, middle: undefined },
          kind: 'shared-given',
        };
  },
  (listed) => {
    const pair = lookAlikes.find(
      ([a, b]) => a === stripAccents(listed.given) || b === stripAccents(listed.given),
    );
    const [a, b] = pair ?? pick(lookAlikes);
    const given = stripAccents(listed.given) === a ? b : a;
    return { query: { ...listed, given, birthDate: birthDate(), middle: undefined }, kind: 'look-alike' };
  },
  (listed) => ({
    query: { ...listed, birthDate: otherYear(listed.birthDate) },
    kind: 'conflicting-birth-year',
  }),
  (listed) => ({ query: { ...listed, country: otherCountry(listed.country) }, kind: 'conflicting-country' }),
  (_, culture) => ({ query: person(culture), kind: 'same-culture' }),
];

function falsePair(): Pair {
  for (;;) {
    const culture = pick(cultures);
    const listed = person(culture);
    const different = pick(differences)(listed, culture);
    if (!different) continue;
    const { query, kind } = different;
    if (
      fullName(query) === fullName(listed) &&
      kind !== 'conflicting-birth-year' &&
      kind !== 'conflicting-country'
    )
      continue;
    // A conflict can only count where the query states it.
    const details =
      kind === 'conflicting-birth-year'
        ? { birthDate: chance(0.5) ? query.birthDate : query.birthDate.slice(0, 4), country: '' }
        : kind === 'conflicting-country'
          ? { birthDate: '', country: query.country }
          : queryDetails(query);
    return {
      label: 0,
      kind,
      queryName: chance(0.3) ? stripAccents(fullName(query)) : fullName(query),
      queryBirth: details.birthDate,
      queryCountry: details.country,
      entityName: fullName(listed),
      entityBirth: listed.birthDate,
      entityCountry: listed.country,
    };
  }
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const pairs = [
  ...Array.from({ length: PAIRS_PER_LABEL }, truePair),
  ...Array.from({ length: PAIRS_PER_LABEL }, falsePair),
];
const header = 'label,kind,query_name,query_birth,query_country,entity_name,entity_birth,entity_country';
const rows = pairs.map((p) =>
  [p.label, p.kind, p.queryName, p.queryBirth, p.queryCountry, p.entityName, p.entityBirth, p.entityCountry]
    .map((v) => csvField(String(v)))
    .join(','),
);
const out = join(dirname(fileURLToPath(import.meta.url)), 'pairs.csv');
writeFileSync(out, `${[header, ...rows].join('\n')}\n`);
console.log(`wrote ${pairs.length} pairs to ${out}`);
