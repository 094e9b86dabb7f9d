/**
 * A business's watchlist: its rows as the API shows them and as the matcher screens them, and an index of
 * each business's list kept in memory between checks. Every check of that business (and only that
 * business, in the environment it runs in) is screened against it beside the lists. The index is rebuilt
 * when the watchlist's fingerprint (count, newest revision) changes, which any write changes, so a server
 * beside this one that edited the list is noticed on the next check.
 */
import type { TAmlWatchlistEntry, WalletChain, ZAmlWatchlistEntryRequest } from '@verity/client';
import { and, count, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { newId } from '../../lib/ids.js';
import type { HistoryScope } from '../auth/history-scope.js';
import { type HistoryFilters, historyConditions } from '../verification-kit/check-records.js';
import type { CheckRequester } from '../verification-kit/requester.js';
import { amlWatchlistEntries } from './aml-tables.js';
import { BlockingIndex } from './matching/blocking-index.js';
import type { MatchSubject } from './matching/match-score.js';
import { type ListHit, type ScreenOptions, screenAgainst } from './matching/screen-list.js';
import type { ListedEntity } from './sandbox-list/listed-entity.js';

export type WatchlistRow = typeof amlWatchlistEntries.$inferSelect;
export type WatchlistInput = z.output<typeof ZAmlWatchlistEntryRequest>;

export const WATCHLIST_DATASET = 'Business watchlist';

const t = amlWatchlistEntries;
const walletOf = (row: Pick<WatchlistRow, 'chain' | 'address'>) =>
  row.chain && row.address ? { chain: row.chain as WalletChain, address: row.address } : null;

export function presentWatchlistEntry(row: WatchlistRow): TAmlWatchlistEntry {
  return {
    id: row.id,
    entityType: row.entityType,
    name: row.name,
    aliases: row.aliases as string[],
    birthDate: row.birthDate,
    country: row.country,
    identifiers: row.identifiers as string[],
    wallet: walletOf(row),
    reason: row.reason,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an entry's input sets (a new revision each time: see the file's comment). */
export function watchlistValues(input: WatchlistInput, now: Date) {
  const wallet = input.entityType === 'wallet';
  const name = wallet ? null : (input.name ?? null);
  const aliases = wallet ? [] : (input.aliases ?? []);
  return {
    entityType: input.entityType,
    name,
    aliases,
    birthDate: wallet ? null : (input.birthDate ?? null),
    country: input.country ?? null,
    identifiers: input.identifiers ?? [],
    chain: wallet ? (input.chain ?? null) : null,
    address: wallet ? (input.address ?? null) : null,
    reason: input.reason || null,
    searchText: [name, ...aliases, input.address].filter(Boolean).join(' ').toLowerCase(),
    revision: newId(),
    updatedAt: now,
  };
}

export function newWatchlistRow(input: WatchlistInput, requester: CheckRequester, now: Date): WatchlistRow {
  return {
    id: newId(),
    businessId: requester.businessId,
    environment: requester.environment,
    createdBy: requester.userId,
    createdByName: requester.userName,
    createdAt: now,
    ...watchlistValues(input, now),
  };
}

/** The watchlist as a history: the business's entries in its environment (its organizations share them). */
export function watchlistConditions(
  scope: HistoryScope,
  filters: Omit<HistoryFilters, 'search'> & { query?: string | undefined } = {},
): SQL[] {
  const columns = { ...t, requestedBy: t.createdBy, search: t.searchText };
  return historyConditions(columns, scope, { ...filters, search: filters.query });
}

function listedEntityOf(row: WatchlistRow): ListedEntity {
  const wallet = walletOf(row);
  return {
    id: `watchlist-${row.id}`,
    schema: row.entityType === 'business' ? 'Company' : 'Person',
    names: row.name ? [row.name, ...(row.aliases as string[])] : [],
    birthDates: row.birthDate ? [row.birthDate] : [],
    countries: row.country ? [row.country.toUpperCase()] : [],
    identifiers: row.identifiers as string[],
    category: 'watchlist',
    datasets: [WATCHLIST_DATASET],
    programs: [],
    listedOn: row.createdAt.toISOString().slice(0, 10),
    positions: row.reason ? [row.reason] : [],
    wallets: wallet ? [wallet] : [],
  };
}

/** The indexes of the businesses' watchlists, by business and environment. */
export class WatchlistIndexes {
  private readonly cache = new Map<string, { fingerprint: string; index: BlockingIndex<ListedEntity> }>();

  async screen(
    ctx: AppContext,
    scope: HistoryScope,
    subject: MatchSubject,
    options: ScreenOptions,
  ): Promise<ListHit<ListedEntity>[]> {
    const where = and(...watchlistConditions(scope));
    const [stamp] = await ctx.db
      .select({ n: count(), newest: max(t.revision) })
      .from(t)
      .where(where);
    if (!stamp || stamp.n === 0) return [];
    const key = `${scope.businessId}|${scope.environment}`;
    const fingerprint = `${stamp.n}|${stamp.newest}`;
    let cached = this.cache.get(key);
    if (cached?.fingerprint !== fingerprint) {
      const index = new BlockingIndex<ListedEntity>();
      for (const row of await ctx.db.select().from(t).where(where)) index.add(listedEntityOf(row));
      cached = { fingerprint, index };
      this.cache.set(key, cached);
    }
    return screenAgainst(cached.index, subject, options);
  }
}
