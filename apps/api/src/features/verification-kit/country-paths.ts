/**
 * A module's country paths (`moduleCountryPaths` in the client's kit): beside every declared route that
 * names a country (`/credit-report/ng/individual`), the same route with `:country`, whose only answer is
 * 400 "Unknown country: use ng, ke or gb" on the country field. A known country never reaches it: the
 * router prefers the declared path. So every country in a module's paths behaves as customer
 * verification's `:country/:type` does, rather than some countries being a missing route.
 */
import {
  countryPathParams,
  type ModuleDeclaration,
  type ModuleRoute,
  moduleCountryPaths,
} from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';

export function registerCountryPaths(app: AppInstance, declaration: ModuleDeclaration<ModuleRoute>): void {
  for (const { method, path, countries } of moduleCountryPaths(declaration))
    app.route({
      method,
      url: path,
      schema: { params: countryPathParams(path, countries) },
      // It refuses the request before anything is read or written.
      config: { audit: false },
      handler: async (request) => {
        throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
      },
    });
}
