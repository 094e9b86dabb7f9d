/**
 * The sandbox's screening: the generated list (sandbox-list/, ten thousand fictitious people, companies
 * and wallets, the documented test values of docs/sandbox.md first) behind the blocking index, matched by
 * the same code a live check's hits are explained with. The index is built on the first screening and
 * kept: the list never changes while the server runs. "Sandbox Unavailable" is the documented name for
 * which the lists are "down".
 */

import { ProviderUnavailableError } from '../verification-kit/providers.js';
import { BlockingIndex } from './matching/blocking-index.js';
import { screenAgainst } from './matching/screen-list.js';
import {
  generateSandboxList,
  SANDBOX_PEPS,
  SANDBOX_SANCTIONS,
} from './sandbox-list/generate-sandbox-list.js';
import type { ListedEntity } from './sandbox-list/listed-entity.js';
import type { ScreeningAnswer, ScreeningProvider, ScreeningQuery } from './screening-provider.js';

export const SANDBOX_UNAVAILABLE_NAME = 'Sandbox Unavailable';

export class SandboxScreeningProvider implements ScreeningProvider {
  readonly name = 'sandbox';
  private index: BlockingIndex<ListedEntity> | undefined;

  private list(): BlockingIndex<ListedEntity> {
    if (!this.index) {
      const index = new BlockingIndex<ListedEntity>();
      for (const entity of generateSandboxList()) index.add(entity);
      this.index = index;
    }
    return this.index;
  }

  async screen(query: ScreeningQuery): Promise<ScreeningAnswer> {
    if (
      query.subject.names.some((name) => name.trim().toLowerCase() === SANDBOX_UNAVAILABLE_NAME.toLowerCase())
    )
      throw new ProviderUnavailableError('The screening service is unavailable, please try again shortly');
    if (query.scope === 'domestic-pep') {
      const country = query.country?.toUpperCase();
      // The register of one country: its PEPs only, whatever else resembles the name.
      const hits = screenAgainst(this.list(), query.subject, { ...query, limit: Number.MAX_SAFE_INTEGER })
        .filter(
          (hit) => hit.entity.category === 'pep' && (!country || hit.entity.countries?.includes(country)),
        )
        .slice(0, query.limit);
      return { lists: [`${SANDBOX_PEPS} (${country ?? 'all'})`], hits };
    }
    return {
      lists: [SANDBOX_SANCTIONS, SANDBOX_PEPS],
      hits: screenAgainst(this.list(), query.subject, query),
    };
  }
}
