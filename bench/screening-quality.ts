/**
 * The screening matcher's quality: precision, recall and F1 at the default threshold over the labelled
 * name pairs in screening-quality/pairs.csv (make-pairs.ts writes them), beside the bigram name score the
 * identity screening used before, on the same pairs. Also the F1 by kind of pair, so a regression names
 * what it broke. Budget: F1 ≥ 0.93 at the default threshold.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { scoreMatch } from '../apps/api/src/features/aml/matching/match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from '../apps/api/src/features/aml/matching/match-threshold.js';
import { nameSimilarity } from './screening-quality/bigram-score.js';

const BIGRAM_THRESHOLD = 0.85;

interface Row {
  label: string;
  kind: string;
  query_name: string;
  query_birth: string;
  query_country: string;
  entity_name: string;
  entity_birth: string;
  entity_country: string;
}

const file = join(dirname(fileURLToPath(import.meta.url)), 'screening-quality', 'pairs.csv');
const rows: Row[] = parse(readFileSync(file), { columns: true, skip_empty_lines: true });
const present = (value: string) => (value ? [value] : []);

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}
const empty = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
function count(tally: Tally, truth: boolean, said: boolean) {
  if (truth && said) tally.tp += 1;
  else if (truth) tally.fn += 1;
  else if (said) tally.fp += 1;
  else tally.tn += 1;
}
function figures(t: Tally) {
  const precision = t.tp / Math.max(1, t.tp + t.fp);
  const recall = t.tp / Math.max(1, t.tp + t.fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  return { precision, recall, f1 };
}

const matcher = empty();
const bigram = empty();
const byKind = new Map<string, { matcher: Tally; bigram: Tally }>();
const missed: string[] = [];
const started = performance.now();
for (const row of rows) {
  const truth = row.label === '1';
  const { score } = scoreMatch(
    {
      schema: 'Person',
      names: [row.query_name],
      birthDates: present(row.query_birth),
      countries: present(row.query_country),
    },
    {
      schema: 'Person',
      names: [row.entity_name],
      birthDates: present(row.entity_birth),
      countries: present(row.entity_country),
    },
  );
  const said = score >= DEFAULT_MATCH_THRESHOLD;
  const saidBigram = nameSimilarity(row.query_name, row.entity_name) >= BIGRAM_THRESHOLD;
  count(matcher, truth, said);
  count(bigram, truth, saidBigram);
  const kind = byKind.get(row.kind) ?? { matcher: empty(), bigram: empty() };
  count(kind.matcher, truth, said);
  count(kind.bigram, truth, saidBigram);
  byKind.set(row.kind, kind);
  if (truth !== said && missed.length < 40)
    missed.push(
      `${truth ? 'missed' : 'false hit'} ${score.toFixed(3)} [${row.kind}] ${row.query_name} | ${row.entity_name}`,
    );
}
const elapsed = performance.now() - started;

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const line = (name: string, t: Tally) => {
  const f = figures(t);
  return `${name.padEnd(26)} precision ${pct(f.precision).padStart(6)}  recall ${pct(f.recall).padStart(6)}  F1 ${f.f1.toFixed(3)}`;
};
console.log(
  `${rows.length} labelled pairs (${rows.filter((r) => r.label === '1').length} matches), threshold ${DEFAULT_MATCH_THRESHOLD}`,
);
console.log(line('matcher', matcher));
console.log(line(`bigram name score ≥ ${BIGRAM_THRESHOLD}`, bigram));
console.log(`matcher time: ${(elapsed / rows.length).toFixed(3)} ms a pair (with the bigram score)`);
console.log('\nby kind (matcher, then bigram): share of pairs decided right');
for (const [kind, t] of [...byKind].sort()) {
  const right = (x: Tally) => (x.tp + x.tn) / Math.max(1, x.tp + x.tn + x.fp + x.fn);
  console.log(
    `  ${kind.padEnd(24)} ${pct(right(t.matcher)).padStart(6)}  ${pct(right(t.bigram)).padStart(6)}`,
  );
}
if (process.argv.includes('--misses')) console.log(`\n${missed.join('\n')}`);
const f1 = figures(matcher).f1;
console.log(`\nbudget F1 ≥ 0.93: ${f1 >= 0.93 ? 'met' : 'NOT MET'} (${f1.toFixed(3)})`);
