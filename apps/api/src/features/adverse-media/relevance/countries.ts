/** Country names for reasons a person reads ("Country Nigeria agrees"), from ISO 3166-1 alpha-2 codes. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  const upper = code.toUpperCase();
  try {
    return regionNames.of(upper) ?? upper;
  } catch {
    // Not a well-formed region code (Intl throws a RangeError): the code itself is the best name.
    return upper;
  }
}
