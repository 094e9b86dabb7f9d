/**
 * An identifier as compared: letters and digits only, upper case, so "A0123-4567" is "a01234567". Wallet
 * addresses too: Ethereum's are case-insensitive, and two base58 addresses differing only by case are too
 * unlikely to matter against telling a pasted address from a typed one.
 */
export function normaliseIdentifier(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}
