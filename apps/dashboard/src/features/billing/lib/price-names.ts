/**
 * A readable name for a check's price key (`ng:nin`, `company:ng:tin`, `credit-report:ke:keCreditReport`,
 * `aml:identity`, `capture:liveness`), from the names the modules already declare (the client's identity
 * types, company and credit report checks), so the price list reads like the rest of the dashboard. A key
 * nothing names gives '' and the page shows the key alone.
 */
import {
  companyModule,
  companyTypeLabel,
  creditReportModule,
  creditReportTypeLabel,
  identityModule,
  identityTypesByCountry,
} from '@verity/client';
import { countryName } from '../../../lib/country-name';

const where = (country: string) => (country === 'global' ? 'Global' : countryName(country));
const name = (...parts: string[]) => parts.join(' · ');

const namedKeys: Readonly<Record<string, string>> = {
  'aml:identity': name('Sanction & PEP', 'Identity screening'),
  'capture:document': name('Identity capture', 'Document capture'),
  'capture:liveness': name('Identity capture', 'Liveness check'),
};

export function priceName(key: string): string {
  if (Object.hasOwn(namedKeys, key)) return namedKeys[key] ?? '';
  const parts = key.split(':');
  if (parts[0] === 'company' && parts.length === 3) {
    const label = companyTypeLabel(parts[2] ?? '');
    return label ? name(companyModule.name, label, where(parts[1] ?? '')) : '';
  }
  if (parts[0] === 'credit-report' && parts.length === 3) {
    const label = creditReportTypeLabel(parts[2] ?? '');
    return label ? name(creditReportModule.name, label) : '';
  }
  if (parts.length === 2) {
    const [country = '', value] = parts;
    if (!Object.hasOwn(identityTypesByCountry, country)) return '';
    const types: readonly { value: string; name: string }[] =
      identityTypesByCountry[country as keyof typeof identityTypesByCountry];
    const type = types.find((candidate) => candidate.value === value);
    return type ? name(identityModule.name, type.name, where(country)) : '';
  }
  return '';
}
