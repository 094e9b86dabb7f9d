// Where a server's CPU time went: self time summed by package (or source folder) and by function, from a
// V8 .cpuprofile (`node --cpu-prof`, or `PROFILE=dir npm run bench:api-throughput`).
//   node bench/support/summarize-cpu-profile.mjs <file.cpuprofile> [top=30] [last-seconds]
// `last-seconds` keeps only the end of the profile (the load, not the start-up and seeding before it).
import { readFileSync } from 'node:fs';

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: summarize-cpu-profile.mjs <file.cpuprofile> [top] [last-seconds]\n');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// The load ends a moment before the profile does (the server's shutdown).
const to = profile.endTime - 500_000;
const from = lastArg ? to - Number(lastArg) * 1_000_000 : Number.NEGATIVE_INFINITY;

const byArea = new Map();
const byFunction = new Map();
const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at < from || at > to) return;
  total += delta;
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const path = url
    .replace(/^file:\/\/\/.*?node_modules\//, 'node_modules/')
    .replace(/^file:\/\/\/.*?\/apps\//, 'apps/');
  const parts = path.split('/');
  const area = path.startsWith('node_modules/')
    ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
    : path.startsWith('apps/')
      ? parts.slice(0, 4).join('/')
      : path || functionName;
  add(byArea, area, delta);
  add(byFunction, `${functionName || '(anonymous)'}  ${parts.slice(-2).join('/')}:${lineNumber}`, delta);
});

const print = (title, map) => {
  process.stdout.write(`\n${title}\n`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(
      `${((time / total) * 100).toFixed(1).padStart(5)}%  ${(time / 1000).toFixed(0).padStart(6)} ms  ${key}\n`,
    );
};
process.stdout.write(`${(total / 1e6).toFixed(1)} s of samples\n`);
print('self time by package or folder', byArea);
print('self time by function', byFunction);
