/**
 * Webhook receivers for bench/webhooks, in their own process (as a customer's servers would be): `COUNT`
 * HTTP servers that answer 200 at once and note when each event (by its `seq`) first arrived, on the
 * machine's wall clock in milliseconds (performance.timeOrigin + now, comparable across processes).
 * Tells the parent its URLs, and on `report` sends back the arrivals and how many requests repeated one.
 */
import { createServer } from 'node:http';

const count = Number(process.argv[2] ?? 5);
/** seq → first arrival (ms since the epoch, sub-millisecond). */
const arrivals = new Map();
let repeats = 0;

const urls = await Promise.all(
  Array.from({ length: count }, async (_, index) => {
    const server = createServer((req, res) => {
      const at = performance.timeOrigin + performance.now();
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const seq = JSON.parse(body).data.seq;
        if (arrivals.has(seq)) repeats += 1;
        else arrivals.set(seq, at);
        res.end('ok');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}/hooks/${index}`;
  }),
);
process.send?.({ urls });
process.on('message', (message) => {
  if (message === 'report') process.send?.({ arrivals: [...arrivals], repeats });
});
