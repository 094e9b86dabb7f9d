/**
 * The Create business form's choices (`POST /admin/account/create`): countries and currencies come from the
 * options data; a country suggests its currency (naira for Nigeria, dollars elsewhere: billing knows only NGN
 * and USD), which staff may still change.
 */
import type { TAdminCreateAccountRequest, TBusinessOptionsData } from '@verity/client';

export type Currency = TAdminCreateAccountRequest['currency'];

export function suggestedCurrency(countryCode: string, currencies: readonly Currency[]): Currency {
  const wanted: Currency = countryCode.toUpperCase() === 'NG' ? 'NGN' : 'USD';
  return currencies.includes(wanted) ? wanted : (currencies[0] ?? wanted);
}

/** The form's starting values: Nigeria when offered (the only sign-up country), else the first country. */
export function createBusinessDefaults(options: TBusinessOptionsData): TAdminCreateAccountRequest {
  const countryCode =
    options.countries.find((country) => country.value === 'NG')?.value ?? options.countries[0]?.value ?? '';
  return {
    firstName: '',
    lastName: '',
    email: '',
    companyName: '',
    countryCode,
    currency: suggestedCurrency(countryCode, options.currencies),
    mobile: '',
  };
}
