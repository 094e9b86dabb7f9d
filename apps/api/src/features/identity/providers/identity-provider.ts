/**
 * The boundary to the registries we cannot reach from here (NIMC, banks, IEBC, Home Affairs...). One
 * interface for every (country, type); a deterministic sandbox implementation and an HTTP live adapter.
 */
import type { TIdentityPerson } from '@verity/client';

export interface IdentityLookup {
  country: string;
  /** The type's path value (nin, new_voter_card, national-id...). */
  type: string;
  number: string;
  bankCode?: string | undefined;
}

export type ProviderAnswer = { status: 'found'; person: TIdentityPerson } | { status: 'not_found' };

export interface IdentityProvider {
  readonly name: string;
  lookup(query: IdentityLookup, signal?: AbortSignal): Promise<ProviderAnswer>;
}
