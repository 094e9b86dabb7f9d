// Prints what the script-tag bundle costs: minified, gzip -9 and brotli bytes of dist/capture.iife.js (the
// figures the README quotes), and fails over the 50 KB gzip budget. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET = 50 * 1024;
const code = readFileSync(new URL('../dist/capture.iife.js', import.meta.url));
const gzip = gzipSync(code, { level: 9 }).length;
const brotli = brotliCompressSync(code).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
process.stdout.write(
  `dist/capture.iife.js  min ${kb(code.length)}  gzip ${kb(gzip)}  brotli ${kb(brotli)}  (budget ${kb(BUDGET)} gzip) ${gzip <= BUDGET ? 'OK' : 'OVER BUDGET'}\n`,
);
if (gzip > BUDGET) process.exitCode = 1;
