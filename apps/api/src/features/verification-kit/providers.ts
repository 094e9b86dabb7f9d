/**
 * What every verification module's provider boundary shares: a deterministic sandbox implementation, an
 * optional live adapter, and the two ways a provider can fail to answer.
 */

/** The sandbox provider always exists; the live one only when its URL is configured. */
export interface ProviderPair<P> {
  sandbox: P;
  live: P | undefined;
}

/** The provider did not answer (down, timed out, or answered nonsense): the check is not charged. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'The registry is unavailable, please try again shortly') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** Live checks were asked for but no live provider is configured. */
export class ProviderNotConfiguredError extends Error {
  constructor() {
    super('Live verification is not configured on this server');
    this.name = 'ProviderNotConfiguredError';
  }
}

export type Environment = 'sandbox' | 'live';

/** The provider for an environment, or 503 when live is asked for and none is configured. */
export function providerFor<P>(providers: ProviderPair<P>, environment: Environment): P | undefined {
  return environment === 'live' ? providers.live : providers.sandbox;
}

/** Where the live adapters reach the registry aggregator (IDENTITY_PROVIDER_URL and its key). */
export interface UpstreamConfig {
  identityProviderUrl: string | undefined;
  identityProviderKey: string;
}

/** A module's pair: its sandbox always, its live adapter when the aggregator's URL is configured. */
export function upstreamProviders<P>(
  config: UpstreamConfig,
  sandbox: P,
  live: (baseUrl: string, apiKey: string) => P,
): ProviderPair<P> {
  return {
    sandbox,
    live: config.identityProviderUrl
      ? live(config.identityProviderUrl, config.identityProviderKey)
      : undefined,
  };
}
