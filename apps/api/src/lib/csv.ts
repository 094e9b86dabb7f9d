/**
 * CSV cells for files people open in spreadsheets: quoted when needed, and a leading =, +, - or @
 * neutralised so a value from a registry can never run as a formula (CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
