/**
 * Writes bench/data/adverse-media-relevance.json, the labelled (subject, article) pairs bench/adverse-media.ts
 * measures the relevance check with. Subjects are drawn from the screening's name pools; the articles are
 * written from the hand-written sentences below, which share no template with the sandbox corpus's
 * generator, in English, Pidgin, French and Swahili. Relevant pairs name the subject in adverse coverage —
 * in full, reordered, with an initial, without the middle name, with a title, spelt another way — and
 * sometimes give an age or registration number that agrees. Irrelevant pairs are neutral coverage of the
 * subject, adverse coverage of a namesake whose country and age conflict, of someone sharing only the
 * surname or only the given name, and of a company with a similar name. Seeded, so the file is the same on
 * every run: `node --import tsx bench/support/make-adverse-media-pairs.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArticleText } from '../../apps/api/src/features/adverse-media/article.js';
import type { AdverseMediaSubject } from '../../apps/api/src/features/adverse-media/relevance/article-relevance.js';
import { cultures, spellingGroups, titles } from '../../apps/api/src/features/aml/sandbox-list/name-pools.js';
import { seededRandom } from '../../apps/api/src/lib/seeded-random.js';

export interface LabelledPair {
  id: string;
  kind: string;
  relevant: boolean;
  subject: AdverseMediaSubject;
  article: Required<ArticleText>;
}

const random = seededRandom(20260630);
const homes = ['NG', 'GH', 'KE', 'ZA'];
const places: Record<string, string[]> = {
  NG: ['Lagos', 'Owerri', 'Kaduna', 'Abeokuta'],
  GH: ['Accra', 'Cape Coast', 'Ho'],
  KE: ['Nairobi', 'Nakuru', 'Machakos'],
  ZA: ['Johannesburg', 'Polokwane', 'Gqeberha'],
};
const adverseDeeds = [
  'stood trial for defrauding a church building fund',
  'was convicted of money laundering through a bureau de change',
  'is wanted over a kidnapping on the expressway',
  'was indicted for bribery of tax officials',
  'was named in a drug trafficking case after heroin was seized',
  'faces charges of human trafficking to the Gulf',
  'was detained over a ransomware attack on a hospital',
  'admitted tax evasion on fuel imports',
  'was sanctioned for sanctions evasion involving oil cargoes',
  'was linked to a criminal syndicate smuggling cars',
  'was fined over poaching in a national park',
  'was charged with terrorism financing',
];
const adverseFrames = [
  'Court papers show that {name}{age} {deed}.',
  'In {place}, {name}{age} {deed}, the prosecution said on Thursday.',
  'According to investigators, {name}{age} {deed}.',
  'The trial heard that {name}{age} {deed}.',
];
const foreignFrames = [
  'Wahala don burst as {name}{age} enter court for {place} over 419 and yahoo yahoo.',
  'À {place}, {name}{age} est accusé de blanchiment d\u2019argent et de détournement de fonds.',
  'Mahakama ya {place} imemshtaki {name}{age} kwa rushwa na ufisadi.',
];
const neutralFrames = [
  '{name}{age} donated school desks to pupils in {place}.',
  'At the {place} trade fair, {name}{age} showed a new range of solar lamps.',
  '{name}{age} was re-elected president of the {place} tennis club.',
  'Farmers in {place} praised {name}{age} for a new irrigation scheme.',
];
const closings = [
  'The hearing continues next month.',
  'Lawyers for the defence did not respond to calls.',
  'Residents gathered outside the building.',
  'A statement is expected later this week.',
];
const headlines = [
  'Court hears case in {place}',
  'Inside the {place} case',
  'Latest from {place}',
  'Report from {place}',
];

interface Person {
  given: string;
  middle?: string;
  surname: string;
  country: string;
  birthYear: number;
}

function person(): Person {
  const culture = random.pick(cultures.filter((c) => homes.includes(c.country)));
  return {
    given: random.pick(culture.given),
    middle: random.chance(0.35) ? random.pick(culture.given) : undefined,
    surname: random.pick(culture.surnames),
    country: culture.country,
    birthYear: random.between(1950, 2000),
  };
}

const fullName = (p: Person) => [p.given, p.middle, p.surname].filter(Boolean).join(' ');

function write(
  frames: readonly string[],
  name: string,
  age: string,
  place: string,
  deed = true,
): { title: string; body: string } {
  const slots: Record<string, string> = { name, age, place, deed: deed ? random.pick(adverseDeeds) : '' };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
  return {
    title: fill(random.pick(headlines)),
    body: `${fill(random.pick(frames))}\n${random.pick(closings)}`,
  };
}

const pairs: LabelledPair[] = [];
/** The year the next pair's article is published: drawn before its text, whose ages are as of that year. */
let year = random.between(2021, 2026);
function add(
  kind: string,
  relevant: boolean,
  subject: AdverseMediaSubject,
  text: { title: string; body: string },
  country: string,
) {
  pairs.push({
    id: `pair-${pairs.length + 1}`,
    kind,
    relevant,
    subject,
    article: { ...text, country, publishedAt: `${year}-0${random.between(1, 6)}-1${random.between(0, 9)}` },
  });
  year = random.between(2021, 2026);
}
const ageIn = (p: Person, agrees: boolean) =>
  agrees && random.chance(0.5) ? `, ${year - p.birthYear},` : '';
const subjectOf = (p: Person): AdverseMediaSubject => ({
  kind: 'individual',
  name: fullName(p),
  country: p.country,
  birthYear: p.birthYear,
});
const framesFor = () => (random.chance(0.2) ? foreignFrames : adverseFrames);

const variants: Record<string, (p: Person) => string | undefined> = {
  full: (p) => fullName(p),
  reordered: (p) => `${p.surname} ${p.given}`,
  initialled: (p) => `${p.given[0]}. ${p.surname}`,
  'missing-middle': (p) => (p.middle ? `${p.given} ${p.surname}` : undefined),
  titled: (p) => `${random.pick(titles)} ${p.given} ${p.surname}`,
  respelt: (p) => {
    const group = spellingGroups.find((g) => g.includes(p.given));
    const other = group?.find((s) => s !== p.given && !s.includes(' '));
    if (other) return `${other} ${p.surname}`;
    const s = p.surname.normalize('NFD').replace(/\p{M}/gu, '');
    return s.length > 4 ? `${p.given} ${s.slice(0, 2)}${s[3]}${s[2]}${s.slice(4)}` : undefined;
  },
};

while (pairs.length < 600) {
  const p = person();
  const [kind, variant] = random.pick(Object.entries(variants));
  const written = variant(p);
  if (!written) continue;
  const text = write(framesFor(), written, ageIn(p, true), random.pick(places[p.country] ?? ['Lagos']));
  add(kind, true, subjectOf(p), text, p.country);
}
const trades = ['Haulage', 'Farms', 'Minerals', 'Bureau de Change', 'Shipping', 'Builders'];
for (let i = 0; i < 100; i += 1) {
  const p = person();
  const trade = random.pick(trades);
  const rc = `RC ${random.between(100000, 999999)}`;
  const name = `${p.surname} ${trade} Ltd`;
  const subject: AdverseMediaSubject = { kind: 'business', name, country: p.country, registrationNumber: rc };
  const place = random.pick(places[p.country] ?? ['Lagos']);
  add(
    'company',
    true,
    subject,
    write(adverseFrames, random.chance(0.5) ? `${name} (${rc})` : name, '', place),
    p.country,
  );
  const other = random.pick(trades.filter((t) => t !== trade));
  add(
    'similar-company',
    false,
    subject,
    write(adverseFrames, `${p.surname} ${other} Ltd`, '', place),
    p.country,
  );
}
while (pairs.length < 1300) {
  const p = person();
  const kind = random.pick(['neutral', 'namesake', 'surname-only', 'given-only']);
  const place = random.pick(places[p.country] ?? ['Lagos']);
  if (kind === 'neutral') {
    add(
      kind,
      false,
      subjectOf(p),
      write(neutralFrames, fullName(p), ageIn(p, true), place, false),
      p.country,
    );
  } else if (kind === 'namesake') {
    const elsewhere = random.pick(homes.filter((c) => c !== p.country));
    const age = `, ${year - p.birthYear + random.pick([-1, 1]) * random.between(9, 25)},`;
    add(
      kind,
      false,
      subjectOf(p),
      write(framesFor(), fullName(p), age, random.pick(places[elsewhere] ?? ['Accra'])),
      elsewhere,
    );
  } else {
    const other = person();
    if (other.given === p.given || other.surname === p.surname) continue;
    const name = kind === 'surname-only' ? `${other.given} ${p.surname}` : `${p.given} ${other.surname}`;
    add(kind, false, subjectOf(p), write(framesFor(), name, ageIn(p, false), place), p.country);
  }
}

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'adverse-media-relevance.json');
writeFileSync(file, `${JSON.stringify(pairs, null, 2)}\n`);
console.log(
  `${pairs.length} pairs (${pairs.filter((pair) => pair.relevant).length} relevant) written to ${file}`,
);
