/** Countries and their states: public reference data the sign-up and address forms need. */
import { defineRoutes } from '../core/route-table.js';
import { ZCountriesResponse, ZCountryParams, ZStatesResponse } from '../schemas/reference.js';

const PUBLIC = { tenancy: 'public' } as const;

export const referenceRoutes = defineRoutes('user', {
  countries: {
    method: 'GET',
    path: '/countries',
    summary: 'Every country with its dial code, currency and flag',
    access: PUBLIC,
    response: ZCountriesResponse,
  },
  states: {
    method: 'GET',
    path: '/countries/:countryCode/states',
    summary: "A country's states",
    access: PUBLIC,
    params: ZCountryParams,
    response: ZStatesResponse,
    errors: ['not_found'],
  },
});
