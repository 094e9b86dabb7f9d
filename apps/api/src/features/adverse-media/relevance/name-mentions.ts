/**
 * Where an article names a subject, with the screening matcher's name score (aml/matching/name-score.ts):
 * each capitalised run of a sentence (name-runs.ts) is compared, window by window, with each of the
 * subject's names. A window is as long as the subject's name give or take one word (a missing middle name,
 * an extra one), but never a single word for a name of two or more: a surname alone is not a person, and
 * "Musa Okafor" must not name "Adewale Okafor" through its "Okafor". Once the article has named the subject,
 * a later run made only of words of that mention ("Mr Okafor", "Okafor") names them too: that is how a
 * report goes on about someone. A run counts from MENTION_FLOOR, below which no corroboration could lift
 * the name to the threshold.
 */
import { comparePreparedNames, type PreparedName, prepareName } from '../../aml/matching/name-score.js';
import { nameTokens } from '../../aml/matching/name-tokens.js';
import type { NameFinder, NameMention } from './article-evidence.js';
import { capitalisedRuns, type RunWord } from './name-runs.js';
import type { ArticleSentence } from './sentences.js';

/** The lowest name score a mention is kept at: the matcher adds at most 0.06 for corroboration. */
export const MENTION_FLOOR = 0.7;

export interface SubjectName {
  name: string;
  prepared: PreparedName;
  /** Words as a run counts them (titles included, so "Dr Adewale Okafor" fits a window). */
  words: number;
}

export function subjectName(name: string): SubjectName {
  return { name, prepared: prepareName(name), words: Math.max(1, nameTokens(name).length) };
}

// Runs recur across articles (the same people, the same places): their prepared names are kept.
const preparedRuns = new Map<string, PreparedName>();
function prepared(text: string): PreparedName {
  let name = preparedRuns.get(text);
  if (!name) {
    if (preparedRuns.size > 200_000) preparedRuns.clear();
    name = prepareName(text);
    preparedRuns.set(text, name);
  }
  return name;
}

function bestWindow(
  sentence: string,
  run: RunWord[],
  names: readonly SubjectName[],
): NameMention | undefined {
  let best: NameMention | undefined;
  for (const name of names) {
    const shortest = name.words === 1 ? 1 : Math.max(2, name.words - 1);
    const longest = name.words + 1;
    for (let size = shortest; size <= Math.min(longest, run.length); size += 1) {
      for (let from = 0; from + size <= run.length; from += 1) {
        const start = (run[from] as RunWord).start;
        const end = (run[from + size - 1] as RunWord).end;
        const text = sentence.slice(start, end);
        const score = comparePreparedNames(name.prepared, prepared(text)).score;
        if (score >= MENTION_FLOOR && (!best || score > best.score)) {
          best = { start, end, text, score, subjectName: name.name, backReference: false };
        }
      }
    }
  }
  return best;
}

/** A finder of the subject's mentions for article-evidence.ts. */
export function mentionFinder(names: readonly SubjectName[]): NameFinder {
  return (sentences: readonly ArticleSentence[]) => {
    const known = new Set<string>();
    let firstMention: NameMention | undefined;
    return sentences.map((sentence) => {
      const found: NameMention[] = [];
      for (const run of capitalisedRuns(sentence.text)) {
        const mention = bestWindow(sentence.text, run, names);
        if (mention) {
          found.push(mention);
          for (const token of nameTokens(mention.text)) known.add(token.text);
          if (!firstMention) firstMention = mention;
          continue;
        }
        if (!firstMention) continue;
        const start = (run[0] as RunWord).start;
        const end = (run[run.length - 1] as RunWord).end;
        const text = sentence.text.slice(start, end);
        const tokens = nameTokens(text);
        if (tokens.length > 0 && tokens.every((token) => known.has(token.text))) {
          found.push({
            start,
            end,
            text,
            score: firstMention.score,
            subjectName: firstMention.subjectName,
            backReference: true,
          });
        }
      }
      return found;
    });
  };
}
