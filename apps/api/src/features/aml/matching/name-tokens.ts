/**
 * A name as the matcher compares it: written in ASCII whatever its script or accents (Adébáyọ̀ → adebayo,
 * Владимир → vladimir), lower case, split into tokens at anything that is not a letter or digit, with the
 * titles and honorifics people put before a name removed (Alhaji, Chief, Dr, Engr, Hon., Mallam, Otunba…),
 * because a list may carry them and a query may not. Particles (al, bin, de, van…) stay but weigh little,
 * and a company's legal form (Ltd, PLC, Inc…) is written one way and weighs little too.
 */
import anyAscii from 'any-ascii';

/** Words that say who a person is, not what they are called: dropped before comparing. */
const honorifics = new Set([
  'alh',
  'alhaji',
  'alhaja',
  'hajia',
  'hajiya',
  'chief',
  'dr',
  'doctor',
  'engr',
  'engineer',
  'hon',
  'honourable',
  'honorable',
  'mallam',
  'malam',
  'otunba',
  'emir',
  'sheikh',
  'shaikh',
  'prince',
  'princess',
  'sir',
  'dame',
  'lady',
  'lord',
  'mr',
  'mrs',
  'ms',
  'miss',
  'madam',
  'prof',
  'professor',
  'rev',
  'reverend',
  'pastor',
  'bishop',
  'imam',
  'barr',
  'barrister',
  'arc',
  'pharm',
  'gen',
  'general',
  'col',
  'colonel',
  'maj',
  'major',
  'capt',
  'captain',
  'senator',
  'sen',
  'hrh',
  'jnr',
  'jr',
  'snr',
  'sr',
]);

/** Words that join a name without telling people apart: they count, but little. */
const particles = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'bint',
  'binti',
  'de',
  'da',
  'del',
  'der',
  'van',
  'von',
  'la',
  'le',
  'du',
  'dos',
]);

/** A company's legal form, written one way: "Ltd." and "Limited" are the same word. */
const legalForms: Readonly<Record<string, string>> = {
  ltd: 'limited',
  limited: 'limited',
  plc: 'plc',
  inc: 'incorporated',
  incorporated: 'incorporated',
  llc: 'llc',
  co: 'company',
  company: 'company',
  corp: 'corporation',
  corporation: 'corporation',
  gmbh: 'gmbh',
  sa: 'sa',
  nig: 'nigeria',
  intl: 'international',
  international: 'international',
  and: 'and',
  the: 'the',
};

export interface NameToken {
  text: string;
  /** How much the token counts towards telling two names apart: 1 for a name, less for a particle or a legal form. */
  weight: number;
}

export const PARTICLE_WEIGHT = 0.3;

/** The tokens of `name`, transliterated, lower-cased and without titles. */
export function nameTokens(name: string): NameToken[] {
  const words = anyAscii(name)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept = words.filter((word) => !honorifics.has(word));
  // A name made only of titles ("Chief") is kept as written rather than emptied.
  return (kept.length > 0 ? kept : words).map((word) => {
    const legal = legalForms[word];
    if (legal) return { text: legal, weight: PARTICLE_WEIGHT };
    return { text: word, weight: particles.has(word) ? PARTICLE_WEIGHT : 1 };
  });
}
