import type { TIdentityMatch, TIdentityPerson } from '@verity/client';

/** Names compare without case, accents, spaces or hyphens: "Adé-Bayo" matches "ADE BAYO". */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'’-]/g, '')
    .toLowerCase();
}

/** Compares what the requester supplied with the record; null where nothing was supplied or found. */
export function matchDetails(
  supplied: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    dateOfBirth?: string | undefined;
  },
  person: TIdentityPerson | null,
): TIdentityMatch {
  const compare = (
    given: string | undefined,
    actual: string | null | undefined,
    normalize: (v: string) => string,
  ) =>
    given === undefined || given === '' || !person
      ? null
      : actual
        ? normalize(given) === normalize(actual)
        : false;
  return {
    firstName: compare(supplied.firstName, person?.firstName, normalizeName),
    lastName: compare(supplied.lastName, person?.lastName, normalizeName),
    dateOfBirth: compare(supplied.dateOfBirth, person?.dateOfBirth, (v) => v),
  };
}

/** The number as shown back: all but the last 4 characters masked. */
export function maskReference(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
}
