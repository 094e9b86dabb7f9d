// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a built folder, so the
// server can send them as they are (@fastify/static `preCompressed`, the widget route) instead of
// compressing on every request. Usage: node scripts/precompress.mjs <dist folder>. Only node: built-ins.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);
// Below this a compressed copy saves less than a packet and costs a file read.
const MIN_BYTES = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: node scripts/precompress.mjs <dist folder>\n');
  process.exit(2);
}
let written = 0;
for (const path of files(folder)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  // A copy that is not smaller is never worth sending.
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
  written += 1;
}
process.stdout.write(`precompressed ${written} files in ${folder}\n`);
