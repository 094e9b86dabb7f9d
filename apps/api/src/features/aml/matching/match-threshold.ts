/**
 * The score at which a listed entity is raised as a possible match, unless a business sets its own: high
 * enough that a shared surname or a look-alike given name is not raised, low enough that a misspelt,
 * reordered or transliterated name with nothing conflicting is (bench/screening-quality.ts measures it).
 */
export const DEFAULT_MATCH_THRESHOLD = 0.8;
