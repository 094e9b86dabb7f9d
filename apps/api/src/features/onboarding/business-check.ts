/**
 * The business check of activation: the registration number the business gives is looked up in
 * its country's registry through Business verification's provider, free, and kept with the profile for
 * staff to review. Outside production it asks the sandbox registry (docs/sandbox.md "Business
 * verification": RC1234567 is Sandbox Industries Limited); in production the live adapter, and without
 * one the check is recorded as unavailable for staff to make by hand. A registry that is down does not stop
 * the business saving its details: the check says so.
 */
import type { CompanyCountry, TBusinessCheck } from '@verity/client';
import type { AppContext } from '../../context.js';
import type { CompanyProviders } from '../company/company-provider.js';
import { ProviderUnavailableError } from '../verification-kit/providers.js';

/** Names compared as registries and people write them: case, punctuation and "Ltd"/"Limited" aside. */
export function sameCompanyName(a: string, b: string): boolean {
  const normal = (name: string) =>
    name
      .toLowerCase()
      .replace(/\blimited\b/g, 'ltd')
      .replace(/\bpublic limited company\b/g, 'plc')
      .replace(/[^a-z0-9]/g, '');
  return normal(a) === normal(b);
}

export async function runBusinessCheck(
  ctx: AppContext,
  providers: CompanyProviders,
  input: { countryCode: string; registrationNumber: string; companyName: string },
): Promise<TBusinessCheck> {
  const checkedAt = ctx.now().toISOString();
  const unavailable: TBusinessCheck = {
    status: 'unavailable',
    registrationNumber: input.registrationNumber,
    registeredName: null,
    companyStatus: null,
    nameMatches: null,
    checkedAt,
  };
  const provider = ctx.config.nodeEnv === 'production' ? providers.live : providers.sandbox;
  if (!provider) return unavailable;
  try {
    const answer = await provider.lookup({
      country: input.countryCode.toLowerCase() as CompanyCountry,
      kind: 'registration',
      number: input.registrationNumber,
    });
    if (answer.status === 'not_found') return { ...unavailable, status: 'not_found' };
    return {
      status: 'found',
      registrationNumber: answer.company.registrationNumber,
      registeredName: answer.company.name,
      companyStatus: answer.company.status,
      nameMatches: sameCompanyName(answer.company.name, input.companyName),
      checkedAt,
    };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return unavailable;
    throw error;
  }
}
