/**
 * The names a sentence may hold, found the way a reader spots them: runs of capitalised words ("Adewale
 * Okafor", "Okafor Trading Ltd", "A. Okafor"). Words in a run are separated by spaces only, or by the full
 * stop of an initial or a title ("A.", "Dr."); a lower-case particle (bin, de, van, al…) stays in a run
 * when a capitalised word follows it. A run may hold more than the name (a headline's capitals, a place
 * before a name): name-mentions.ts compares windows of it.
 */
import type { Span } from './folded-text.js';

export interface RunWord extends Span {
  text: string;
}

const particles = new Set([
  'de',
  'da',
  'del',
  'van',
  'von',
  'bin',
  'binti',
  'ibn',
  'al',
  'el',
  'dos',
  'du',
  'le',
  'la',
]);
const word = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const capital = /^\p{Lu}/u;

/** The capitalised runs of `text`, each as its words with their spans in `text`. */
export function capitalisedRuns(text: string): RunWord[][] {
  const runs: RunWord[][] = [];
  let run: RunWord[] = [];
  let pendingParticle: RunWord | undefined;
  let previous: RunWord | undefined;
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
    pendingParticle = undefined;
  };
  for (const match of text.matchAll(word)) {
    const current = { text: match[0], start: match.index, end: match.index + match[0].length };
    const gap = previous ? text.slice(previous.end, current.start) : '';
    const joined =
      previous !== undefined &&
      (/^[ \t]+$/.test(gap) ||
        (/^\.[ \t]+$/.test(gap) && previous.text.length <= 4 && capital.test(previous.text)));
    previous = current;
    if (capital.test(current.text)) {
      if (!joined) close();
      else if (pendingParticle) run.push(pendingParticle);
      pendingParticle = undefined;
      run.push(current);
    } else if (joined && run.length > 0 && !pendingParticle && particles.has(current.text)) {
      pendingParticle = current;
    } else {
      close();
    }
  }
  close();
  return runs;
}
