/**
 * The Create business form's choices (spec/platform.md §6 "create a business account", §7
 * `POST /admin/account/create`): countries and currencies come from the options data; a country suggests
 * its currency (naira for Nigeria, dollars elsewhere: billing knows only NGN and USD, §9), which staff may
 * still change.
 */
import type { TAdminCreateAccountRequest, TBusinessOptionsData } from '@verity/client';

export type Currency = TAdminCreateAccountRequest['currency'];

export function suggestedCurrency(countryCode: string, currencies: readonly Currency[]): Currency {
  const wanted: Currency = countryCode.toUpperCase() === 'NG' ? 'NGN' : 'USD';
  return currencies.includes(wanted) ? wanted : (currencies[0] ?? wanted);
}

/** The form's starting values: Nigeria when offered (§9's sign-up country), else the first country. */
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
