/**
 * bench/wallet-contention: money stays exact under contention. One business wallet holds the
 * price of `AFFORD` live NIN checks; `REQUESTS` live checks arrive at once over HTTP. Exactly `AFFORD` must
 * succeed and the rest answer 402, the wallet must end at 0, and the ledger must balance: every
 * transaction's entries sum to zero and the wallet's balance is the sum of its entries. Prints the split,
 * the time and the throughput. On PGlite in a temporary folder, then on a fresh PostgreSQL database when
 * DATABASE_URL names a server (real concurrency: the floor is held by the wallet row's lock).
 * The live registry is the sandbox double in this process: the bench measures Verity, not a registry.
 *   npm run bench:wallet-contention          (REQUESTS=1000 AFFORD=600)
 */
import type { AddressInfo } from 'node:net';
import {
  adjustWallet,
  buildApp,
  businesses,
  ledgerEntries,
  SandboxIdentityProvider,
  seed,
  walletOf,
} from '@verity/api/bench';
import { eq, sql } from 'drizzle-orm';
import { signIn } from './support/built-server.js';
import { type BenchDatabase, onEachDatabase } from './support/each-database.js';

const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const AFFORD = Number(process.env.AFFORD ?? 600);
/** The live NIN price in kobo (migration 0002's check_prices). */
const NIN_PRICE = 10_000;

async function run(label: string, database: BenchDatabase): Promise<boolean> {
  const app = await buildApp({
    env: {},
    database,
    config: { nodeEnv: 'development', logLevel: 'silent', secretKey: 'bench-wallet-contention-secret-key' },
    identityProviders: { sandbox: new SandboxIdentityProvider(), live: new SandboxIdentityProvider() },
  });
  try {
    await seed(database.db, 'Verity!2026');
    // Room in the accept queue for every request at once (Node's default backlog is 511).
    await app.listen({ port: 0, host: '127.0.0.1', backlog: REQUESTS + 100 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [acme] = await app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
    if (!acme) throw new Error('the seed has no Acme Ltd');
    const token = await signIn(url, 'owner@acme.local');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${url}/api/user/v1/users/settings/switch-environment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ environment: 'live' }),
    });
    const wallet = await walletOf(app.ctx.db, acme.id);
    await app.ctx.db.transaction((tx) =>
      adjustWallet(tx, {
        businessId: acme.id,
        amount: AFFORD * NIN_PRICE - (wallet?.balance ?? 0),
        currency: 'NGN',
        description: 'Bench funds',
        createdAt: new Date(),
      }),
    );

    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        fetch(`${url}/api/identity/v1/verifications/identity/ng/nin`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ number: String(10_000_000_000 + i), isConsent: true }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 402).length;
    const other = statuses.length - ok - refused;
    const after = await walletOf(app.ctx.db, acme.id);
    const unbalanced = await app.ctx.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    const [entries] = await app.ctx.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, after?.id ?? ''));
    const holds =
      ok === AFFORD &&
      refused === REQUESTS - AFFORD &&
      other === 0 &&
      after?.balance === 0 &&
      unbalanced.length === 0 &&
      Number(entries?.sum) === after?.balance;
    console.log(
      `${label.padEnd(11)} ${REQUESTS} live checks at once, wallet for ${AFFORD}: ${ok} charged, ${refused} × 402, ${other} other; ` +
        `wallet ends at ${after?.balance} (entries sum ${entries?.sum}); unbalanced transactions ${unbalanced.length}; ` +
        `${seconds.toFixed(2)} s, ${(REQUESTS / seconds).toFixed(0)} req/s  ${holds ? 'OK' : 'BROKEN'}`,
    );
    return holds;
  } finally {
    await app.close();
    await database.close();
  }
}

await onEachDatabase('wallet', run);
