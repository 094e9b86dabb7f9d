/**
 * The sandbox's sanctions and PEP list: thousands of fictitious people and companies generated from a
 * fixed seed, so every sandbox screening gives the same answer on every machine, and no real person's data
 * or licensed list ships with Verity. Sanctioned people and companies carry programmes, listing dates,
 * identifiers and some crypto wallets; PEPs carry positions across Nigeria, Ghana, Kenya, South Africa and
 * abroad. The fixed entries first are the documented test values (docs/sandbox.md): generated entries are
 * drawn so that none of them comes near those values (a test holds it).
 */

import { seededRandom } from '../../../lib/seeded-random.js';
import type { CryptoWallet, ListedEntity, WalletChain } from './listed-entity.js';
import { cultures, spellingGroups } from './name-pools.js';

export const SANDBOX_SANCTIONS = 'Sandbox Consolidated Sanctions List';
export const SANDBOX_PEPS = 'Sandbox Politically Exposed Persons Register';

const programs = [
  'SBX-TERR: fictitious counter-terrorism programme',
  'SBX-CORR: fictitious anti-corruption programme',
  'SBX-NARC: fictitious narcotics trafficking programme',
  'SBX-CYBER: fictitious cyber-crime programme',
  'SBX-ARMS: fictitious arms embargo',
  'SBX-FRAUD: fictitious financial fraud programme',
];
const positions = [
  'Member of the House of Representatives',
  'Senator',
  'State Governor',
  'Commissioner for Finance',
  'Minister of Petroleum Resources',
  'Permanent Secretary',
  'Local Government Chairman',
  'Judge of the High Court',
  'Ambassador',
  'Director of a state-owned enterprise',
  'Member of the County Assembly',
  'Cabinet Secretary',
  'Member of Parliament',
  'Chief of Defence Staff',
  'Central Bank Deputy Governor',
];
const companyWords = [
  'Trading',
  'Holdings',
  'Logistics',
  'Petroleum',
  'Resources',
  'Global',
  'Ventures',
  'Mining',
  'Shipping',
  'Agro',
  'Energy',
  'Capital',
  'Imports',
  'Construction',
  'Pharma',
];
const companyForms = ['Ltd', 'Limited', 'PLC', 'Inc', 'LLC', 'Enterprises'];
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bech32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const hex = '0123456789abcdef';

export interface SandboxListSize {
  sanctionedPeople: number;
  sanctionedCompanies: number;
  peps: number;
}

export const defaultSandboxListSize: SandboxListSize = {
  sanctionedPeople: 3_000,
  sanctionedCompanies: 1_500,
  peps: 6_000,
};

/**
 * The default list's mix of sanctioned people, PEPs and companies, grown or shrunk to about `entities`
 * entries in all (a bench screens a million). The first entries of each kind are the default list's only
 * while the list is no larger: the generator draws each kind after the one before it.
 */
export function scaledSandboxListSize(entities: number): SandboxListSize {
  const generated = Math.max(0, entities - documentedEntries.length);
  const { sanctionedPeople, sanctionedCompanies, peps } = defaultSandboxListSize;
  const total = sanctionedPeople + sanctionedCompanies + peps;
  const people = Math.round((generated * sanctionedPeople) / total);
  const companies = Math.round((generated * sanctionedCompanies) / total);
  return { sanctionedPeople: people, sanctionedCompanies: companies, peps: generated - people - companies };
}

/** The documented entries, fixed: each test value of docs/sandbox.md names one of these. */
export const documentedEntries: ListedEntity[] = [
  {
    id: 'sbx-sanction-1',
    schema: 'Person',
    names: ['Sandbox Sanctioned'],
    birthDates: ['1970-05-05'],
    countries: ['NG'],
    gender: 'male',
    identifiers: ['A00000055'],
    category: 'sanction',
    datasets: [SANDBOX_SANCTIONS],
    programs: ['SBX-1: fictitious asset freeze'],
    listedOn: '2019-03-01',
    positions: [],
    wallets: [{ chain: 'ethereum', address: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c' }],
  },
  {
    id: 'sbx-pep-1',
    schema: 'Person',
    names: ['Sandbox Politician'],
    birthDates: ['1965-04-04'],
    countries: ['NG'],
    gender: 'female',
    identifiers: [],
    category: 'pep',
    datasets: [SANDBOX_PEPS],
    programs: [],
    listedOn: null,
    positions: ['Member of a fictitious state house of assembly (NG)'],
    wallets: [],
  },
  {
    id: 'sbx-pep-2',
    schema: 'Person',
    names: ['Sandbox Minister'],
    birthDates: [],
    countries: ['KE'],
    identifiers: [],
    category: 'pep',
    datasets: [SANDBOX_PEPS],
    programs: [],
    listedOn: null,
    positions: ['Former cabinet secretary (KE, fictitious)'],
    wallets: [],
  },
  {
    id: 'sbx-sanction-2',
    schema: 'Person',
    names: ['Abdulrahman Yusuf Quadri', 'Abdul Rahman Yousef Kadri'],
    birthDates: ['1968-11-23'],
    countries: ['NG'],
    gender: 'male',
    identifiers: ['A00000123'],
    category: 'sanction',
    datasets: [SANDBOX_SANCTIONS],
    programs: [programs[0] as string],
    listedOn: '2021-07-15',
    positions: [],
    wallets: [{ chain: 'bitcoin', address: 'bc1qsandsanctydwa77etxxxxxxxxxxxxxxxxxxxx' }],
  },
  {
    id: 'sbx-company-1',
    schema: 'Company',
    names: ['Sandbox Sanctioned Trading Ltd'],
    birthDates: [],
    countries: ['NG'],
    identifiers: ['RC0000055'],
    category: 'sanction',
    datasets: [SANDBOX_SANCTIONS],
    programs: [programs[5] as string],
    listedOn: '2020-01-10',
    positions: [],
    wallets: [{ chain: 'tron', address: 'TSandboxSanctionedTronWa11etxxxxxx' }],
  },
];

export function generateSandboxList(size: SandboxListSize = defaultSandboxListSize): ListedEntity[] {
  const { next: random, pick } = seededRandom(0x5a2d);
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const date = (from: number, span: number) => {
    const year = from + Math.floor(random() * span);
    return `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  };
  const wallet = (): CryptoWallet => {
    const chain = pick<WalletChain>(['bitcoin', 'ethereum', 'tron', 'solana']);
    const address = {
      bitcoin: () => `bc1q${chars(bech32, 38)}`,
      ethereum: () => `0x${chars(hex, 40)}`,
      tron: () => `T${chars(base58, 33)}`,
      solana: () => chars(base58, 44),
    }[chain]();
    return { chain, address };
  };
  const alias = (given: string, surname: string): string | undefined => {
    const group = spellingGroups.find((spellings) => spellings.includes(given));
    const other = group?.find((spelling) => spelling !== given);
    return other ? `${other} ${surname}` : random() < 0.3 ? `${surname} ${given}` : undefined;
  };

  const entries: ListedEntity[] = [...documentedEntries];
  const person = (index: number, category: 'sanction' | 'pep'): ListedEntity => {
    const culture = pick(cultures);
    const given = pick(culture.given);
    const middle = random() < 0.4 ? pick(culture.given) : undefined;
    const surname = pick(culture.surnames);
    const name = [given, middle, surname].filter(Boolean).join(' ');
    const other = alias(given, surname);
    const abroad = random() < 0.15 ? pick(cultures).country : culture.country;
    const sanctioned = category === 'sanction';
    return {
      id: `sbx-${category}-p${index}`,
      schema: 'Person',
      names: other ? [name, other] : [name],
      birthDates: random() < 0.85 ? [random() < 0.2 ? date(1940, 60).slice(0, 4) : date(1940, 60)] : [],
      countries: abroad === culture.country ? [culture.country] : [culture.country, abroad],
      gender: random() < 0.5 ? 'male' : 'female',
      identifiers: sanctioned && random() < 0.6 ? [`${pick(['A', 'B', 'P'])}${chars('0123456789', 8)}`] : [],
      category,
      datasets: [sanctioned ? SANDBOX_SANCTIONS : SANDBOX_PEPS],
      programs: sanctioned ? [pick(programs)] : [],
      listedOn: sanctioned ? date(2001, 25) : null,
      positions: sanctioned ? [] : [`${pick(positions)} (${culture.country})`],
      wallets: sanctioned && random() < 0.15 ? [wallet()] : [],
    };
  };
  for (let i = 0; i < size.sanctionedPeople; i += 1) entries.push(person(i, 'sanction'));
  for (let i = 0; i < size.peps; i += 1) entries.push(person(i, 'pep'));
  for (let i = 0; i < size.sanctionedCompanies; i += 1) {
    const culture = pick(cultures);
    const name = `${pick(culture.surnames)} ${pick(companyWords)} ${pick(companyForms)}`;
    entries.push({
      id: `sbx-sanction-c${i}`,
      schema: 'Company',
      names: [name],
      birthDates: [],
      countries: [culture.country],
      identifiers: random() < 0.7 ? [`RC${chars('0123456789', 7)}`] : [],
      category: 'sanction',
      datasets: [SANDBOX_SANCTIONS],
      programs: [pick(programs)],
      listedOn: date(2001, 25),
      positions: [],
      wallets: random() < 0.25 ? [wallet()] : [],
    });
  }
  return entries;
}
