import { type TCountriesResponse, type TStatesResponse, ZCountryParams } from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { countries, states } from './countries-data.js';

/** Countries and their states: public reference data the sign-up and address forms need. */
export function registerReferenceRoutes(app: AppInstance): void {
  app.get('/countries', {}, async () =>
    ok<TCountriesResponse>({ items: [...countries] }, 'Countries retrieved'),
  );

  app.get('/countries/:countryCode/states', { schema: { params: ZCountryParams } }, async (request) => {
    const { countryCode } = request.params;
    if (!countries.some((country) => country.code === countryCode))
      throw notFound(`Country ${countryCode} not found`);
    return ok<TStatesResponse>({ items: [...(states[countryCode] ?? [])] }, 'States retrieved');
  });
}
