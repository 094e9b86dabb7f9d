/**
 * The boundary to the sanction and PEP list services (OFAC, UN, EU, national PEP registers, usually through
 * an aggregator) that we cannot reach from here: one interface, a deterministic sandbox list and an HTTP
 * live adapter. Failures throw the kit's `ProviderUnavailableError` (503, nothing charged).
 */
import type { TAmlMatch } from '@verity/client';
import type { ProviderPair } from '../verification-kit/providers.js';

/** Who is screened: what the identity check's record says about the person. */
export interface AmlSubject {
  fullName: string;
  dateOfBirth: string | null;
  nationality: string | null;
  /** The country of the identity check (ng, gh, ke, za, global). */
  country: string;
}

export interface AmlAnswer {
  /** The lists searched, by name. */
  lists: string[];
  matches: TAmlMatch[];
}

export interface AmlProvider {
  readonly name: string;
  screen(subject: AmlSubject, signal?: AbortSignal): Promise<AmlAnswer>;
}

export type AmlProviders = ProviderPair<AmlProvider>;
