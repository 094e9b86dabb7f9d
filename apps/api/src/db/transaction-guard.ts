/**
 * The rule: no transaction is held open across outside I/O. A request's transaction or a `db.transaction`
 * holds a connection (embedded PGlite has only one, so every other request waits for it) and its row locks
 * for as long as its callback runs; a receiver, a registry or a card provider that takes 15 seconds to
 * answer would hold them as long. Every outbound network path (a webhook POST, an upstream provider's call,
 * the card provider's HTTP client, the mail relay) calls `assertNoOpenTransaction` before it connects, so
 * code that asks the outside world inside a transaction fails at once, in every test that runs it, instead
 * of stalling the server under load. Do the outside call first and write its outcome in a short
 * transaction after (an audited route declares `ownTransaction`), or queue the work and let it run after
 * the commit (`afterCommit`); background work started from inside a transaction runs through
 * `outsideTransactions`.
 */
import { heldTransaction } from './request-transaction.js';

export class OpenTransactionError extends Error {
  override readonly name = 'OpenTransactionError';
  constructor(
    /** What was about to start: "A webhook delivery", "A call to the registry"... */
    readonly what: string,
    readonly held: 'request' | 'database',
  ) {
    super(
      held === 'request'
        ? `${what} was started inside the request's transaction: declare ownTransaction on the route and call it before the writes`
        : `${what} was started inside a database transaction: call it before the transaction opens, or after it commits`,
    );
  }
}

/** Throws OpenTransactionError when the calling code holds a transaction open. */
export function assertNoOpenTransaction(what: string): void {
  const held = heldTransaction();
  if (held) throw new OpenTransactionError(what, held);
}
