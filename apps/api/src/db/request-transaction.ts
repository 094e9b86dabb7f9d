/**
 * One transaction for an audited request's writes and its audit row, so the audit row is written in the
 * same transaction as the write it records. The audit hook (features/audit/audit-hook.ts) opens it
 * before the handler and ends it in onSend, after writing the row: commit when the answer is a success,
 * roll back otherwise; so a write without its audit row cannot commit, nor an audit row without its write,
 * and the answer leaves only after the commit.
 *
 * Services keep writing through `ctx.db`: while a request's transaction is open, `ctx.db` is that
 * transaction (AsyncLocalStorage), and a service's own `ctx.db.transaction(...)` becomes a savepoint in it.
 * Work that must see committed data — kicking the webhook dispatcher, dropping cache entries — goes through
 * `afterCommit`, which runs it at once outside a request transaction.
 *
 * The same store marks code running inside `db.transaction(...)` (`trackTransactions`), so that
 * `assertNoOpenTransaction` (transaction-guard.ts) can refuse outside I/O started while a transaction is held.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './database.js';

export interface RequestTransaction {
  readonly tx: Tx;
  /** Until `finish`: while open, `ctx.db` answers `tx`. */
  readonly open: boolean;
  /** Set by `keepWhenRefused`: commit even when the answer is an error. */
  keep: boolean;
  /** What `afterCommit` queued: run after the commit, dropped on a rollback. */
  readonly effects: Array<() => void>;
  /**
   * Commits (true) and then runs the `afterCommit` effects, or rolls back (false) and drops them; rejects
   * when the commit fails. Safe to call twice.
   */
  finish(commit: boolean): Promise<void>;
}

interface Store {
  /** The request's transaction, for code running in it. */
  transaction?: RequestTransaction;
  /** The innermost `db.transaction(...)` this code runs in, open until it commits or rolls back. */
  held?: { readonly open: boolean };
}

const storage = new AsyncLocalStorage<Store>();

/** Thrown inside the transaction's callback to roll it back; never seen outside this module. */
class RollBack extends Error {}

/** Opens a transaction that stays open until `finish`, across the request's hooks and handler. */
export function beginRequestTransaction(db: Db): Promise<RequestTransaction> {
  return new Promise((resolve, reject) => {
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((settle) => {
      decide = settle;
    });
    let begun = false;
    const effects: Array<() => void> = [];
    const done = db.transaction(async (tx) => {
      begun = true;
      let open = true;
      let ended: Promise<void> | undefined;
      resolve({
        tx,
        effects,
        keep: false,
        get open() {
          return open;
        },
        finish(commit) {
          if (!ended) {
            open = false;
            decide(commit);
            ended = done.then(
              () => storage.exit(() => runEffects(effects)),
              (error: unknown) => {
                if (!(error instanceof RollBack)) throw error;
              },
            );
          }
          return ended;
        },
      });
      if (!(await decided)) throw new RollBack();
    });
    done.catch((error: unknown) => {
      if (!begun) reject(error);
    });
  });
}

/** Runs `work` (the rest of the request) with `transaction` as the request's. */
export function runInRequestTransaction<T>(transaction: RequestTransaction, work: () => T): T {
  return storage.run({ transaction }, work);
}

/**
 * Joins `transaction` from here on, for a handler that opens it late (after its rate-limited checks, whose
 * hits must commit on their own). Call it in the handler's own body, not in a helper it awaits: the store
 * follows the caller's remaining code and what it awaits.
 */
export function enterRequestTransaction(transaction: RequestTransaction): void {
  storage.enterWith({ transaction });
}

/** The open transaction of the request this code runs for, if any. */
export function currentRequestTransaction(): Tx | undefined {
  const transaction = storage.getStore()?.transaction;
  return transaction?.open ? transaction.tx : undefined;
}

/** Which transaction this code holds open, if any: the request's, or one opened with `db.transaction`. */
export function heldTransaction(): 'request' | 'database' | undefined {
  const store = storage.getStore();
  if (store?.transaction?.open) return 'request';
  if (store?.held?.open) return 'database';
  return undefined;
}

/**
 * Marks the code inside every `db.transaction(...)` callback of `db` as holding a transaction, until it ends
 * (a savepoint inside it is marked already). Called once by `openDatabase`.
 */
export function trackTransactions(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (work, config) => {
    const held = { open: true };
    return begin((tx) => storage.run({ ...storage.getStore(), held }, () => work(tx)), config).finally(() => {
      held.open = false;
    });
  };
}

/**
 * Runs `work` as code outside every transaction: background work started from inside one (a relay's
 * timer, the webhook dispatcher's run) holds none of it and must not be taken for its holder.
 */
export function outsideTransactions<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * What the request wrote so far stays even though it is about to answer with an error: a wrong code's
 * counted attempt, which the refusal must not undo.
 */
export function keepWhenRefused(): void {
  const transaction = storage.getStore()?.transaction;
  if (transaction?.open) transaction.keep = true;
}

/** Runs `effect` once the request's transaction commits (never, if it rolls back), or now without one. */
export function afterCommit(effect: () => void): void {
  const transaction = storage.getStore()?.transaction;
  if (transaction?.open) transaction.effects.push(effect);
  else storage.exit(effect);
}

function runEffects(effects: Array<() => void>): void {
  for (const effect of effects.splice(0)) effect();
}
