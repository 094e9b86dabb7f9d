// The yardstick of bench/api-throughput: Fastify with one JSON route and nothing else, in its own process
// like the Verity server. Prints its URL on stdout once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, message: 'Healthy', data: { status: 'ok' } }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
