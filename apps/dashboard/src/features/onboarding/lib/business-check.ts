/**
 * The registry's answer for the registration number given in business information (the API's business
 * check, kept with the profile for staff to review), as the step shows it. A business may go on with a
 * mismatch (a trading name, a registry that is down): staff decide; the page only makes sure it was seen.
 */
import type { TBusinessCheck } from '@verity/client';

export type CheckTone = 'success' | 'warning' | 'info';

export interface CheckSummary {
  tone: CheckTone;
  title: string;
  text: string;
}

const statusWords: Readonly<Record<string, string>> = {
  active: 'active',
  inactive: 'inactive',
  struck_off: 'struck off',
};

const companyStatusText = (status: string | null): string =>
  status ? (statusWords[status] ?? status.replaceAll('_', ' ')) : 'status unknown';

/** Found, named as given and active: nothing for the business to look at again. */
export function isCleanCheck(check: TBusinessCheck | null): boolean {
  return check?.status === 'found' && check.nameMatches === true && check.companyStatus === 'active';
}

export function describeBusinessCheck(check: TBusinessCheck): CheckSummary {
  const number = check.registrationNumber;
  switch (check.status) {
    case 'found': {
      const name = check.registeredName ?? 'a company';
      const found = `${number} is ${name} (${companyStatusText(check.companyStatus)}) in the registry.`;
      if (check.nameMatches === false)
        return {
          tone: 'warning',
          title: 'The company name does not match the registry',
          text: `${found} Check the company name: use the registered name, or continue if you trade under another and our team will review it.`,
        };
      if (check.companyStatus !== 'active')
        return {
          tone: 'warning',
          title: 'The registry does not list the company as active',
          text: `${found} Our team will review it before activating your business.`,
        };
      return { tone: 'success', title: 'Found in the registry', text: `${found} The name matches.` };
    }
    case 'not_found':
      return {
        tone: 'warning',
        title: 'Not found in the registry',
        text: `${number} was not found in the registry of the country chosen. Check the number and the country.`,
      };
    case 'unavailable':
      return {
        tone: 'info',
        title: 'The registry could not be checked',
        text: `The registry could not be reached for ${number}. You can go on: our team will check it during review.`,
      };
  }
}
