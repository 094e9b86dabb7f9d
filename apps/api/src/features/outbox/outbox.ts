/**
 * One outbox for every email and SMS. A message is a row written in the caller's transaction, so it
 * exists exactly when what caused it was committed; when a relay is configured (SMTP_URL) a flush sends
 * committed rows. SMS has no relay yet: it is recorded only, and read from the dev mailbox.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/database.js';
import { outsideTransactions } from '../../db/request-transaction.js';
import { assertNoOpenTransaction } from '../../db/transaction-guard.js';
import { newId } from '../../lib/ids.js';
import { outbox } from './outbox-tables.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

export interface Outbox {
  /** Records the message through `db`: pass the transaction that caused it. */
  send(db: DbOrTx, message: OutgoingMessage): Promise<string>;
  list(to: string | undefined, limit?: number): Promise<OutboxRow[]>;
  /** Relays committed, unsent emails; a no-op without SMTP_URL. */
  flush(): Promise<void>;
  close(): void;
}

const FLUSH_INTERVAL_MS = 5_000;

export function createOutbox(options: {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  log: FastifyBaseLogger;
}): Outbox {
  const { db, log } = options;
  // nodemailer loads with the first relay: a server without SMTP_URL never pays for it.
  let transporter: Transporter | undefined;
  const relay = async (smtpUrl: string): Promise<Transporter> => {
    transporter ??= (await import('nodemailer')).default.createTransport(smtpUrl);
    return transporter;
  };
  let flushing: Promise<void> | undefined;

  async function relayPending(): Promise<void> {
    if (!options.smtpUrl) return;
    const mailer = await relay(options.smtpUrl);
    const pending = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'recorded'), eq(outbox.channel, 'email')))
      .orderBy(asc(outbox.createdAt))
      .limit(50);
    for (const message of pending) {
      try {
        await mailer.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject ?? undefined,
          text: message.text,
          html: message.html ?? undefined,
        });
        await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, message.id));
      } catch (error) {
        log.warn({ err: error, outboxId: message.id }, 'mail relay failed');
        await db
          .update(outbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(outbox.id, message.id));
      }
    }
  }

  const flush = () => {
    // Relaying talks to the SMTP server: never from inside a transaction (each row is marked on its own).
    assertNoOpenTransaction('Relaying mail');
    flushing ??= relayPending()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox flush failed'))
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  };
  const timer = options.smtpUrl ? setInterval(() => void flush(), FLUSH_INTERVAL_MS) : undefined;
  timer?.unref();

  return {
    async send(target, message) {
      const id = newId();
      await target.insert(outbox).values({
        id,
        channel: message.channel,
        to: message.to.toLowerCase(),
        subject: message.subject ?? null,
        text: message.text,
        html: message.html ?? null,
      });
      // The relay runs on its own, outside the transaction the message was written in (which it reads
      // only once committed): its timer must not count as that transaction's work.
      if (options.smtpUrl) outsideTransactions(() => setTimeout(() => void flush(), 50).unref());
      return id;
    },
    list(to, limit = 50) {
      return db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
    },
    flush,
    close() {
      if (timer) clearInterval(timer);
      transporter?.close();
    },
  };
}
