/**
 * From OCR text to the sets of lines that may be a document's MRZ, most likely first; mrz.ts parses them
 * and the check digits decide. OCR of an MRZ goes wrong in known ways: case, spaces, chevrons (`«` for
 * `<<`, `(` for `<`), filler runs read one too long or short or partly as L, C or K, a stray character at
 * a line's end. Each of these is undone here, and where the undoing is a guess (which end a surplus
 * character belongs to, which of two readings has a character right) every guess is offered.
 */
import type { TMrzReading } from '@verity/client';

export type MrzFormat = TMrzReading['format'];

export interface MrzLayout {
  format: MrzFormat;
  lineCount: number;
  lineLength: number;
}

export const MRZ_LAYOUTS: readonly MrzLayout[] = [
  { format: 'TD3', lineCount: 2, lineLength: 44 },
  { format: 'TD2', lineCount: 2, lineLength: 36 },
  { format: 'TD1', lineCount: 3, lineLength: 30 },
];

/** P for passports; I, A or C for cards (1 is an I the `mrz` package's autocorrect turns back). */
const DOCUMENT_CODE: Record<MrzFormat, RegExp> = { TD1: /^[IAC1]/, TD2: /^[IAC1]/, TD3: /^P/ };

/** OCR drops or adds a character or two; a line further off its layout's length is not that line. */
const LENGTH_TOLERANCE = 3;

/** Characters in which two readings of a line may differ and still be mixed character by character. */
const MAX_DISAGREEMENTS = 6;
/** Characters taken from other readings in one line. */
const MAX_CHANGES_PER_LINE = 3;
/** Changes over all lines (a character taken from another reading, or another reading's whole line). */
const MAX_CHANGES = 4;
/** Line sets offered at most per layout: a parse takes microseconds, so this only bounds a bad page. */
const MAX_COMBINATIONS = 300;

/**
 * Upper case, no spaces, chevrons as `<`, anything that cannot be in an MRZ dropped. `«` is two chevrons
 * drawn as one glyph, which is what OCR makes of `<<`; a lone `‹`, and `(`, `[` or `{`, are what it makes
 * of one; `()` is a 0 read as two halves.
 */
export function normaliseLine(line: string): string {
  return repairFillers(
    line
      .normalize('NFKC')
      .toUpperCase()
      .replace(/\(\s*\)/g, '0')
      .replaceAll('«', '<<')
      .replace(/[‹〈＜﹤([{]/g, '<')
      .replace(/[^A-Z0-9<]/g, ''),
  );
}

/**
 * A long run of fillers is often read with some of them as L, C or K (the chevron's strokes). Names
 * never hold three fillers in a row and no field holds only those letters between fillers, so after
 * `<<<` a stretch of them running into another filler or the line's end is fillers too.
 */
function repairFillers(line: string): string {
  let repaired = line;
  for (;;) {
    const next = repaired.replace(
      /(<{3,})([LCK]+)(?=<|$)/,
      (_, run: string, letters: string) => `${run}${'<'.repeat(letters.length)}`,
    );
    if (next === repaired) return repaired;
    repaired = next;
  }
}

/**
 * The line brought to its exact length, in the ways OCR most likely got it wrong, likeliest first:
 * fillers added or removed in its longest run of `<` (twenty identical glyphs are easily miscounted, and
 * they are padding, so no field moves that matters); then, for a line too long, stray characters cut
 * from its end or its start (a speck read as a letter after the last check digit, an edge before the
 * first character); for a line too short, fillers added at its end.
 */
function fitLine(line: string, length: number): string[] {
  const surplus = line.length - length;
  if (surplus === 0) return [line];
  const fits: string[] = [];
  let inRun = line;
  while (inRun.length !== length) {
    const run = longestFillerRun(inRun);
    if (!run || (surplus > 0 && run.length < 2)) break;
    inRun =
      surplus > 0
        ? inRun.slice(0, run.start) + inRun.slice(run.start + 1)
        : `${inRun.slice(0, run.start)}<${inRun.slice(run.start)}`;
  }
  if (inRun.length === length) fits.push(inRun);
  if (surplus > 0) fits.push(line.slice(0, length), line.slice(surplus));
  else fits.push(line.padEnd(length, '<'));
  return [...new Set(fits)];
}

function longestFillerRun(line: string): { start: number; length: number } | null {
  let best: { start: number; length: number } | null = null;
  for (const match of line.matchAll(/<+/g)) {
    if (!best || match[0].length >= best.length) best = { start: match.index, length: match[0].length };
  }
  return best;
}

/**
 * For each line of the layout, what the texts offer for it, likeliest first: every run of `lineCount`
 * consecutive lines of a text that fits the layout and starts with a document code (a run off by a line,
 * starting at a printed line above the MRZ, would pair lines of different roles), the texts in order.
 */
function alternativesPerLine(texts: readonly string[], layout: MrzLayout): string[][] | null {
  const perLine: string[][] = Array.from({ length: layout.lineCount }, () => []);
  let found = false;
  for (const text of texts) {
    const lines = text
      .split(/\r?\n/)
      .map(normaliseLine)
      .filter((line) => line.length > 0);
    for (let start = 0; start + layout.lineCount <= lines.length; start += 1) {
      const group = lines.slice(start, start + layout.lineCount);
      // Every MRZ has fillers somewhere; a run of printed lines of the right length has none.
      if (!group.some((line) => line.includes('<'))) continue;
      if (group.some((line) => Math.abs(line.length - layout.lineLength) > LENGTH_TOLERANCE)) continue;
      const fits = group.map((line) => fitLine(line, layout.lineLength));
      fits[0] = (fits[0] ?? []).filter((line) => DOCUMENT_CODE[layout.format].test(line));
      if (fits.some((options) => options.length === 0)) continue;
      found = true;
      for (const [index, options] of fits.entries()) perLine[index]?.push(...options);
    }
  }
  return found ? perLine.map((options) => [...new Set(options)]) : null;
}

interface Variant {
  line: string;
  /** Changes from the likeliest reading of this line. */
  changes: number;
}

/**
 * A line's likeliest reading, the other readings whole (one change each), and the likeliest with up to
 * three characters taken from the readings that differ from it in a few places only (one change per
 * character). Readings shifted against each other differ everywhere and are only offered whole.
 */
function lineVariants(readings: readonly string[]): Variant[] {
  const [preferred = '', ...others] = readings;
  const variants = new Map<string, number>([[preferred, 0]]);
  for (const other of others) if (!variants.has(other)) variants.set(other, 1);
  const aligned = others.filter(
    (other) =>
      [...other].filter((char, position) => char !== preferred[position]).length <= MAX_DISAGREEMENTS,
  );
  const disagreements = [...preferred].flatMap((char, position) => {
    const alternatives = [...new Set(aligned.map((other) => other[position] ?? char))].filter(
      (alternative) => alternative !== char,
    );
    return alternatives.length > 0 ? [{ position, alternatives }] : [];
  });
  const expand = (from: number, line: string, changes: number): void => {
    if (changes >= MAX_CHANGES_PER_LINE) return;
    for (let index = from; index < disagreements.length; index += 1) {
      const disagreement = disagreements[index];
      if (!disagreement) continue;
      for (const alternative of disagreement.alternatives) {
        const { position } = disagreement;
        const changed = `${line.slice(0, position)}${alternative}${line.slice(position + 1)}`;
        if ((variants.get(changed) ?? Number.POSITIVE_INFINITY) > changes + 1)
          variants.set(changed, changes + 1);
        expand(index + 1, changed, changes + 1);
      }
    }
  };
  expand(0, preferred, 0);
  return [...variants].map(([line, changes]) => ({ line, changes })).sort((a, b) => a.changes - b.changes);
}

/**
 * The sets of lines to try for `layout`, from several readings of one image (preferred first), fewest
 * changes from the likeliest reading first; [] when no text has lines of that layout.
 */
export function mrzCandidates(texts: readonly string[], layout: MrzLayout): string[][] {
  const perLine = alternativesPerLine(texts, layout);
  if (!perLine) return [];
  const variants = perLine.map(lineVariants);
  const found: string[][] = [];
  // Level by level (no change, one, two…), so the cap cuts the least likely sets, not arbitrary ones.
  const walk = (index: number, lines: string[], budget: number): void => {
    if (found.length >= MAX_COMBINATIONS) return;
    if (index === layout.lineCount) {
      if (budget === 0) found.push(lines);
      return;
    }
    for (const variant of variants[index] ?? []) {
      if (variant.changes > budget) break; // sorted: the rest cost more
      walk(index + 1, [...lines, variant.line], budget - variant.changes);
    }
  };
  for (let changes = 0; changes <= MAX_CHANGES; changes += 1) walk(0, [], changes);
  return found;
}
