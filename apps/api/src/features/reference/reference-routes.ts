import { referenceRoutes, type TCountriesResponse, type TStatesResponse } from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { countries, states } from './countries-data.js';

/** Countries and their states: public reference data the sign-up and address forms need. */
export function registerReferenceRoutes(app: AppInstance): void {
  registerRoutes(app, referenceRoutes, {
    countries: async () => ok<TCountriesResponse>({ items: [...countries] }, 'Countries retrieved'),

    states: async (request) => {
      const { countryCode } = request.params;
      if (!countries.some((country) => country.code === countryCode))
        throw notFound(`Country ${countryCode} not found`);
      return ok<TStatesResponse>({ items: [...(states[countryCode] ?? [])] }, 'States retrieved');
    },
  });
}
