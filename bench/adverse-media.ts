/**
 * The adverse-media engine's quality and speed, in memory.
 *
 * Quality: precision, recall and F1 of `relevant` over the labelled (subject, article) pairs of
 * data/adverse-media-relevance.json. support/make-adverse-media-pairs.ts wrote that file once, from
 * hand-written sentences that share no template with the sandbox corpus (so the check is not graded on its
 * own generator's output), with subjects drawn from the screening's name pools: relevant pairs name the
 * subject in adverse coverage (in full, reordered, with an initial, without the middle name, with a title,
 * spelt another way; companies by name or registration number), irrelevant ones are neutral coverage of
 * the subject, a namesake's adverse coverage with a conflicting country and age, someone sharing only the
 * surname or the given name, and a company with a similar name. Budget: precision ≥ 0.90 at recall ≥ 0.90.
 *
 * Speed: the 20,000-article sandbox corpus is generated (timed) and indexed by capitalised words; then for
 * each of 200 subjects of the sandbox cast, the candidate articles the index finds are checked for
 * relevance and the relevant ones grouped into stories. Prints p50/p95/p99 of a subject's check. Budget:
 * p95 ≤ 300 ms. Run: npm run bench:adverse-media (add --misses to list wrong answers).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NewsArticle } from '../apps/api/src/features/adverse-media/article.js';
import { ArticleIndex } from '../apps/api/src/features/adverse-media/relevance/article-index.js';
import {
  type AdverseMediaSubject,
  assessRelevance,
  prepareSubject,
} from '../apps/api/src/features/adverse-media/relevance/article-relevance.js';
import { groupNearDuplicates } from '../apps/api/src/features/adverse-media/relevance/near-duplicates.js';
import { generateCorpus } from '../apps/api/src/features/adverse-media/sandbox-corpus/generate-corpus.js';
import type { LabelledPair } from './support/make-adverse-media-pairs.js';

const file = join(dirname(fileURLToPath(import.meta.url)), 'data', 'adverse-media-relevance.json');
const pairs = JSON.parse(readFileSync(file, 'utf8')) as LabelledPair[];

let tp = 0;
let fp = 0;
let fn = 0;
const byKind = new Map<string, { right: number; all: number }>();
const misses: string[] = [];
const qualityStarted = performance.now();
for (const pair of pairs) {
  const result = assessRelevance(prepareSubject(pair.subject), pair.article);
  if (pair.relevant && result.relevant) tp += 1;
  else if (pair.relevant) fn += 1;
  else if (result.relevant) fp += 1;
  const kind = byKind.get(pair.kind) ?? { right: 0, all: 0 };
  kind.all += 1;
  if (pair.relevant === result.relevant) kind.right += 1;
  else
    misses.push(
      `${pair.relevant ? 'missed' : 'false hit'} [${pair.kind}] ${pair.subject.name}: ${result.reasons.map((r) => r.text).join(' · ')}`,
    );
  byKind.set(pair.kind, kind);
}
const qualityTime = performance.now() - qualityStarted;
const precision = tp / Math.max(1, tp + fp);
const recall = tp / Math.max(1, tp + fn);
const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

console.log(`${pairs.length} labelled pairs (${pairs.filter((p) => p.relevant).length} relevant)`);
console.log(
  `relevance   precision ${pct(precision)}  recall ${pct(recall)}  F1 ${f1.toFixed(3)}  (${(qualityTime / pairs.length).toFixed(2)} ms a pair)`,
);
console.log('by kind: share of pairs decided right');
for (const [kind, tally] of [...byKind].sort())
  console.log(`  ${kind.padEnd(16)} ${pct(tally.right / tally.all).padStart(6)}  (${tally.all})`);
if (process.argv.includes('--misses')) console.log(`\n${misses.slice(0, 40).join('\n')}`);

const generationStarted = performance.now();
const { articles, cast } = generateCorpus();
const generationTime = performance.now() - generationStarted;
const indexStarted = performance.now();
const index = new ArticleIndex<NewsArticle>();
for (const article of articles) index.add(article);
const indexTime = performance.now() - indexStarted;
console.log(
  `\ncorpus: ${articles.length} articles generated in ${generationTime.toFixed(0)} ms, indexed in ${indexTime.toFixed(0)} ms`,
);

// Every nineteenth member of the cast: people, namesakes and companies alike.
const subjects: AdverseMediaSubject[] = cast
  .filter((_, i) => i % 19 === 0)
  .slice(0, 200)
  .map((member) =>
    member.kind === 'individual'
      ? { kind: 'individual', name: member.name, country: member.country, birthYear: member.birthYear }
      : {
          kind: 'business',
          name: member.name,
          country: member.country,
          registrationNumber: member.registrationNumber,
        },
  );
const times: number[] = [];
let candidates = 0;
let relevantArticles = 0;
let stories = 0;
for (const subject of subjects) {
  const started = performance.now();
  const prepared = prepareSubject(subject);
  const found = index.candidates([subject.name, ...(subject.aliases ?? [])]);
  const relevant = found.filter((article) => assessRelevance(prepared, article).relevant);
  const groups = groupNearDuplicates(relevant);
  times.push(performance.now() - started);
  candidates += found.length;
  relevantArticles += relevant.length;
  stories += groups.length;
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
console.log(
  `check of ${subjects.length} subjects: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  (mean ${(candidates / subjects.length).toFixed(0)} candidates, ${relevantArticles} relevant articles in ${stories} stories)`,
);
const p95 = times[Math.floor(0.95 * times.length)] as number;
console.log(
  `\nbudget precision ≥ 0.90 at recall ≥ 0.90: ${precision >= 0.9 && recall >= 0.9 ? 'met' : 'NOT MET'}`,
);
console.log(`budget p95 ≤ 300 ms: ${p95 <= 300 ? 'met' : 'NOT MET'}`);
console.log(`budget generation < 2 s: ${generationTime < 2000 ? 'met' : 'NOT MET'}`);
