/**
 * The synthetic people and companies sandbox stories are about, drawn from the screening's name pools
 * (aml/sandbox-list/name-pools.ts): a given name, sometimes a middle name, a surname, a country (the name's
 * culture's, now and then another) and a birth year; companies are a surname, a trade and a legal form, with
 * a registration number. Some people have a namesake — the same full name in another country, born at
 * least eight years apart — whose coverage is adverse: it must never count for the first.
 */

import type { SeededRandom } from '../../../lib/seeded-random.js';
import { cultures } from '../../aml/sandbox-list/name-pools.js';

export interface CastPerson {
  kind: 'individual';
  id: string;
  name: string;
  /** How a story names them again: a title and the surname. */
  reference: string;
  country: string;
  birthYear: number;
  /** The id of the person who shares this one's name, if any. */
  namesakeOf?: string;
}

export interface CastCompany {
  kind: 'business';
  id: string;
  name: string;
  reference: string;
  country: string;
  registrationNumber: string;
}

export type CastMember = CastPerson | CastCompany;

const trades = [
  'Agro Allied',
  'Logistics',
  'Petroleum',
  'Haulage',
  'Microfinance',
  'Construction',
  'Foods',
  'Textiles',
  'Pharmacy',
  'Estates',
];
const forms = ['Ltd', 'Limited', 'PLC', 'Enterprises'];
const homeCountries = ['NG', 'GH', 'KE', 'ZA'];

export interface CastSize {
  people: number;
  companies: number;
  namesakes: number;
}

export function generateCast(random: SeededRandom, size: CastSize): CastMember[] {
  const cast: CastMember[] = [];
  const people: CastPerson[] = [];
  for (let i = 0; i < size.people; i += 1) {
    const culture = random.pick(cultures);
    const given = random.pick(culture.given);
    const middle = random.chance(0.3) ? random.pick(culture.given) : undefined;
    const surname = random.pick(culture.surnames);
    const female = random.chance(0.5);
    const person: CastPerson = {
      kind: 'individual',
      id: `cast-p${i}`,
      name: [given, middle, surname].filter(Boolean).join(' '),
      reference: `${female ? 'Ms' : 'Mr'} ${surname}`,
      country: random.chance(0.1) ? random.pick(homeCountries) : culture.country,
      birthYear: random.between(1950, 2000),
    };
    people.push(person);
  }
  for (let i = 0; i < size.namesakes; i += 1) {
    const original = people[i * 7] as CastPerson;
    const country = random.pick(homeCountries.filter((code) => code !== original.country));
    const gap = random.between(8, 25) * (original.birthYear > 1975 ? -1 : 1);
    people.push({
      ...original,
      id: `cast-n${i}`,
      country,
      birthYear: original.birthYear + gap,
      namesakeOf: original.id,
    });
  }
  cast.push(...people);
  for (let i = 0; i < size.companies; i += 1) {
    const culture = random.pick(cultures);
    const country = homeCountries.includes(culture.country) ? culture.country : random.pick(homeCountries);
    cast.push({
      kind: 'business',
      id: `cast-c${i}`,
      name: `${random.pick(culture.surnames)} ${random.pick(trades)} ${random.pick(forms)}`,
      reference: 'the company',
      country,
      registrationNumber: `RC ${random.between(100_000, 9_999_999)}`,
    });
  }
  return cast;
}
