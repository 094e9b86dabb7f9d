/**
 * Text for the standard PDF fonts (Helvetica in pdfkit and pdf-lib): made encodable, and wrapped.
 *
 * The standard 14 fonts only cover WinAnsi (Windows-1252). pdf-lib throws on anything else and pdfkit
 * silently prints the wrong glyphs, while the values drawn here are user input (company and person names,
 * a browser's user agent). So accents are stripped where that keeps the letter ("Adébáyọ̀" becomes
 * "Adébáyo", since é and á exist in WinAnsi but ọ does not), lone combining marks are dropped, and every
 * other character becomes "?". The exact input is what the caller stores; the page shows a readable
 * rendering of it.
 */
import type { PDFFont } from 'pdf-lib';

/** Windows-1252's printable repertoire: ASCII, Latin-1 and the 27 characters it puts at 0x80 to 0x9F. */
const WIN_ANSI = new Set<number>([
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0) ?? 0),
]);

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').normalize('NFC')) {
    if (WIN_ANSI.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base === '') continue;
    out += [...base].every((part) => WIN_ANSI.has(part.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}

/**
 * Greedy word wrap. A word wider than the line on its own (a SHA-256 in hex, a long user agent token) is
 * broken between characters instead of overflowing the page.
 */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text)
    .split(' ')
    .filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const char of word) {
      if (line !== '' && width(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
