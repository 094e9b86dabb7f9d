/**
 * The company service: Business verification's route table, its checks, history,
 * detail, export and report handled by the kit (moduleHandlers), and its two free reads: the company search
 * and the countries it covers.
 */
import { type CompanyCountry, companyModule, companyRoutes, type TSupportedCountries } from '@verity/client';
import { AppError } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { countries } from '../reference/countries-data.js';
import {
  ProviderNotConfiguredError,
  ProviderUnavailableError,
  providerFor,
  type UpstreamConfig,
  upstreamProviders,
} from '../verification-kit/providers.js';
import { moduleHandlers } from '../verification-kit/register-module.js';
import { companyModuleServer } from './company-module-server.js';
import type { CompanyProvider, CompanyProviders } from './company-provider.js';
import { HttpCompanyProvider } from './http-company-provider.js';
import { SandboxCompanyProvider } from './sandbox-company-provider.js';

export function createCompanyProviders(config: UpstreamConfig): CompanyProviders {
  return upstreamProviders<CompanyProvider>(
    config,
    new SandboxCompanyProvider(),
    (url, key) => new HttpCompanyProvider(url, key),
  );
}

const regions: Record<CompanyCountry, string> = {
  ng: 'West Africa',
  gh: 'West Africa',
  ke: 'East Africa',
  za: 'Southern Africa',
};

/** The checks each country offers, from the declaration (a global check covers every country). */
function supportedCountries(): TSupportedCountries {
  const checks = Object.values(companyModule.checks);
  return {
    items: (Object.keys(regions) as CompanyCountry[]).map((code) => ({
      countryCode: code,
      name: countries.find((country) => country.code === code.toUpperCase())?.name ?? code.toUpperCase(),
      region: regions[code],
      checks: checks
        .filter((check) => check.country === code || check.country === 'global')
        .map((check) => check.type),
    })),
  };
}

export function registerCompanyRoutes(app: AppInstance, providers: CompanyProviders): void {
  const supported = supportedCountries();
  registerRoutes(app, companyRoutes, {
    ...moduleHandlers(app, companyModuleServer(providers)),
    'read.searchCompanies': async (request) => {
      const provider = providerFor(providers, requireAuth(request).user.environment);
      if (!provider) throw new AppError('ServiceUnavailableError', new ProviderNotConfiguredError().message);
      try {
        return ok(
          await provider.search({ name: request.query.name, country: request.query.countryCode }),
          'Companies retrieved',
        );
      } catch (error) {
        if (error instanceof ProviderUnavailableError)
          throw new AppError('ServiceUnavailableError', error.message);
        throw error;
      }
    },
    'read.supportedCountries': async () => ok(supported, 'Countries retrieved'),
  });
}
