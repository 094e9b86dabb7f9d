/** The collapsed sidebar shows the business name as initials: 'Acme Ltd' → 'AL'. */
export function acronym(name: string, maxLetters = 3): string {
  const initials = name
    .split(/[\s\-_.&]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((letter) => letter !== '')
    .join('')
    .toUpperCase();
  return initials.slice(0, maxLetters);
}
