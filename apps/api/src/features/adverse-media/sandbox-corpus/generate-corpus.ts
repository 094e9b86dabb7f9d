/**
 * The sandbox's news corpus: 20,000 fictitious stories about the synthetic cast (sandbox-cast.ts),
 * generated from a fixed seed so every machine gets the same corpus, led by the documented stories of
 * documented-subjects.ts. About a fifth are adverse, spread evenly over the twelve categories; the rest
 * are neutral business and community news. Most are in English; Nigerian stories also appear in Pidgin,
 * Hausa and Yoruba, Kenyan ones in Swahili, and the francophone titles write in French. Namesakes' stories
 * are all adverse and usually give an age, so a screening of the other person can tell them apart. About
 * one adverse story in eight is syndicated: copied to up to three other outlets within two days, with a
 * new headline, a sentence dropped or a line added. Dates fall in the five years before REFERENCE_DATE.
 */

import { seededRandom } from '../../../lib/seeded-random.js';
import type { ArticleLanguage, NewsArticle } from '../article.js';
import { type AdverseCategory, adverseCategories } from '../relevance/adverse-terms.js';
import { documentedArticles } from './documented-subjects.js';
import { cities, type Outlet, outlets } from './outlets.js';
import { type CastMember, type CastSize, generateCast } from './sandbox-cast.js';
import { englishCharges, fill, headlineNouns, templates } from './story-templates.js';

export const REFERENCE_DATE = '2026-06-30';
export const DEFAULT_CORPUS_SEED = 0xad7e25;
export const DEFAULT_CORPUS_SIZE = 20_000;
const defaultCast: CastSize = { people: 3_000, companies: 800, namesakes: 250 };

export interface SandboxCorpus {
  articles: NewsArticle[];
  cast: CastMember[];
}

/** Shares of the non-English languages; English takes the rest. */
const languageShares: readonly [ArticleLanguage, number][] = [
  ['pcm', 0.06],
  ['fr', 0.06],
  ['sw', 0.05],
  ['ha', 0.04],
  ['yo', 0.03],
];
/** Where a story in each language can be set: the languages of one country go with its people. */
const languageCountries: Partial<Record<ArticleLanguage, string>> = {
  pcm: 'NG',
  ha: 'NG',
  yo: 'NG',
  sw: 'KE',
};
const categories = adverseCategories.map((entry) => entry.category);
const DAY = 86_400_000;

export function generateCorpus(
  size: number = DEFAULT_CORPUS_SIZE,
  seed: number = DEFAULT_CORPUS_SEED,
): SandboxCorpus {
  const random = seededRandom(seed);
  const cast = generateCast(random, defaultCast);
  const byCountry = new Map<string, CastMember[]>();
  for (const member of cast) {
    const list = byCountry.get(member.country) ?? [];
    list.push(member);
    byCountry.set(member.country, list);
  }
  const namesakes = cast.filter((member) => member.kind === 'individual' && member.namesakeOf);
  const reference = Date.parse(REFERENCE_DATE);
  const articles: NewsArticle[] = [...documentedArticles];

  const language = (): ArticleLanguage => {
    let roll = random.next();
    for (const [code, share] of languageShares) {
      if (roll < share) return code;
      roll -= share;
    }
    return 'en';
  };
  const outletFor = (lang: ArticleLanguage, country: string, except?: Outlet): Outlet | undefined => {
    const fitting = outlets.filter(
      (outlet) =>
        outlet !== except &&
        outlet.languages.includes(lang) &&
        (outlet.international || outlet.country === country),
    );
    const home = fitting.filter((outlet) => !outlet.international);
    if (fitting.length === 0) return undefined;
    return home.length > 0 && random.chance(0.8) ? random.pick(home) : random.pick(fitting);
  };
  const termIn = (category: AdverseCategory, lang: ArticleLanguage): string => {
    const terms = adverseCategories.find((entry) => entry.category === category)?.terms;
    const own = (terms?.[lang] ?? []).filter((term) => !term.endsWith('*'));
    return own.length > 0 ? random.pick(own) : headlineNouns[category];
  };
  const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

  let storyNumber = 0;
  while (articles.length < size) {
    storyNumber += 1;
    const shadow = random.chance(0.03);
    let lang = language();
    let subject: CastMember;
    if (shadow) subject = random.pick(namesakes);
    else {
      const country = languageCountries[lang] ?? random.pick([...byCountry.keys()]);
      subject = random.pick(byCountry.get(country) ?? cast);
    }
    if (languageCountries[lang] && languageCountries[lang] !== subject.country) lang = 'en';
    const adverse = shadow || random.chance(0.2);
    const category = random.pick(categories);
    const city = random.pick(cities[subject.country] ?? ['Lagos']);
    const published = reference - random.between(0, 5 * 365) * DAY;
    const publishedYear = new Date(published).getUTCFullYear();
    const slots: Record<string, string> = {
      name:
        subject.kind === 'business' && random.chance(0.4)
          ? `${subject.name} (${subject.registrationNumber})`
          : subject.name,
      age:
        subject.kind === 'individual' && random.chance(shadow ? 0.85 : 0.5)
          ? `, ${publishedYear - subject.birthYear},`
          : '',
      ref: subject.reference,
      short: subject.name,
      city,
      date: isoDate(published + random.between(7, 90) * DAY),
      amount: `${random.pick(['N', 'GH₵', 'KSh', 'R', '$'])}${random.between(2, 900)} million`,
    };
    const set = templates[lang];
    slots.term = adverse ? (lang === 'en' ? headlineNouns[category] : termIn(category, lang)) : '';
    slots.charge = fill(random.pick(englishCharges[category]), slots);
    const title = fill(random.pick(adverse ? set.adverseTitles : set.neutralTitles), slots);
    if (adverse && lang !== 'en') slots.term = termIn(category, lang);
    const follows = [...(adverse ? set.adverseFollows : set.neutralFollows)];
    const sentences = [fill(random.pick(adverse ? set.adverseLedes : set.neutralLedes), slots)];
    const count = Math.min(follows.length, random.between(1, 3));
    for (let i = 0; i < count; i += 1) {
      sentences.push(fill(follows.splice(random.between(0, follows.length - 1), 1)[0] as string, slots));
    }
    // Every language has an outlet that covers every country, or one at home where the language is spoken.
    const outlet = outletFor(lang, subject.country) as Outlet;
    const id = `sbx-news-${storyNumber}`;
    const article: NewsArticle = {
      id,
      title,
      body: sentences.join('\n'),
      source: {
        outlet: outlet.name,
        url: `https://${outlet.domain}/${isoDate(published).slice(0, 7)}/${id}`,
        country: outlet.country,
      },
      publishedAt: isoDate(published),
      language: lang,
      country: subject.country,
    };
    articles.push(article);
    if (!adverse || !random.chance(0.125)) continue;
    const copies = random.between(1, 3);
    let previous = outlet;
    for (let copy = 1; copy <= copies && articles.length < size; copy += 1) {
      const copyOutlet = outletFor(lang, subject.country, previous);
      // A language with one outlet (Hausa, Yoruba) has no one to syndicate to.
      if (!copyOutlet) break;
      previous = copyOutlet;
      const edited = [...sentences];
      if (edited.length > 2 && random.chance(0.5)) edited.splice(edited.length - 1, 1);
      else edited.push(`Additional reporting by ${copyOutlet.name} staff.`);
      const copyId = `${id}-s${copy}`;
      const copyDate = isoDate(Math.min(reference, published + random.between(0, 2) * DAY));
      articles.push({
        ...article,
        id: copyId,
        title: fill(random.pick(set.adverseTitles), slots),
        body: edited.join('\n'),
        source: {
          outlet: copyOutlet.name,
          url: `https://${copyOutlet.domain}/${copyDate.slice(0, 7)}/${copyId}`,
          country: copyOutlet.country,
        },
        publishedAt: copyDate,
      });
    }
  }
  return { articles, cast };
}
