/** A LIKE/ILIKE pattern matching values that contain `text` literally (its %, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
