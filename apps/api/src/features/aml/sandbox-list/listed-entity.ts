/**
 * An entry of a sanctions or PEP list as the screening keeps it, whatever list it came from: the sandbox
 * list generated here, a business's own watchlist, or a live screening server's answer.
 */
import type { MatchSubject } from '../matching/match-score.js';

/** A business's own watchlist entries are screened like the lists' and shown apart from them. */
export type ListCategory = 'sanction' | 'pep' | 'watchlist';
export type WalletChain = 'bitcoin' | 'ethereum' | 'tron' | 'solana';

export interface CryptoWallet {
  chain: WalletChain;
  address: string;
}

export interface ListedEntity extends MatchSubject {
  id: string;
  category: ListCategory;
  /** The lists that carry the entry, by name. */
  datasets: string[];
  /** Sanctions: the programmes under which the entry is listed, and when it was. */
  programs: string[];
  listedOn: string | null;
  /** PEPs: the public positions held, with their country. */
  positions: string[];
  wallets: CryptoWallet[];
}
