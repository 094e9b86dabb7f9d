/** VAT on what the platform sells: Nigeria's 7.5%; none elsewhere until a rate is set. */

const VAT_BASIS_POINTS: Readonly<Record<string, number>> = { NG: 750 };

/** The VAT rate for a business's country, in basis points (750 = 7.5%). */
export const vatRate = (countryCode: string): number => VAT_BASIS_POINTS[countryCode] ?? 0;

/** An amount with VAT included, split into what reaches the wallet and the VAT, in minor units. */
export function splitVat(inclusive: number, countryCode: string): { net: number; vat: number } {
  const rate = vatRate(countryCode);
  const net = Math.round((inclusive * 10_000) / (10_000 + rate));
  return { net, vat: inclusive - net };
}
