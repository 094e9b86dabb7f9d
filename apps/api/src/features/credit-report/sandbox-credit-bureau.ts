/**
 * The sandbox bureau (docs/sandbox.md "Credit report"): the same input always gives the same report. An
 * identifier ending 0000 is not found, 9999 is "bureau unavailable", 7777 a poor report; a person is the
 * sandbox registry's (a BVN's holder, as a BVN check finds them), a business one of the sandbox companies.
 */

import { sandboxCompanies } from '../company/sandbox-companies.js';
import {
  type CreditMarket,
  nigerianMarket,
  syntheticCreditReport,
} from '../identity/providers/synthetic-credit-report.js';
import { syntheticPerson } from '../identity/providers/synthetic-person.js';
import { ProviderUnavailableError } from '../verification-kit/providers.js';
import type {
  CreditBureauProvider,
  CreditReportAnswer,
  CreditReportRequest,
} from './credit-bureau-provider.js';

const markets: Record<CreditReportRequest['country'], CreditMarket> = {
  ng: nigerianMarket,
  ke: {
    currency: 'KES',
    lenders: ['KCB Bank', 'Equity Bank', 'Co-operative Bank', 'M-Shwari', 'Tala', 'Branch'],
  },
  gb: { currency: 'GBP', lenders: ['Barclays', 'HSBC UK', 'Lloyds Bank', 'Monzo', 'NatWest', 'Klarna'] },
};
const bureaus: Record<CreditReportRequest['country'], string> = {
  ng: 'Sandbox Credit Bureau',
  ke: 'Sandbox Kenya Credit Reference Bureau',
  gb: 'Sandbox UK Credit Reference Agency',
};

export class SandboxCreditBureau implements CreditBureauProvider {
  readonly name = 'sandbox';

  async report(request: CreditReportRequest): Promise<CreditReportAnswer> {
    const key = request.person
      ? `${request.person.lastName}|${request.person.dateOfBirth}|${request.identifier}`
      : request.identifier;
    const digits = request.identifier.replace(/\D/g, '');
    if (digits.endsWith('9999'))
      throw new ProviderUnavailableError('The credit bureau is unavailable, please try again shortly');
    if (digits.endsWith('0000')) return { status: 'not_found' };
    const name = this.subjectName(request);
    if (name === null) return { status: 'not_found' };
    // A poor report for identifiers ending 7777, whatever the market.
    const report = syntheticCreditReport(
      digits.endsWith('7777') ? `${key}7777` : key,
      new Date(),
      markets[request.country],
    );
    return {
      status: 'found',
      subject: { kind: request.subject, name, identifier: request.identifier },
      report: { ...report, bureau: bureaus[request.country] },
    };
  }

  private subjectName(request: CreditReportRequest): string | null {
    if (request.person) return `${request.person.firstName} ${request.person.lastName}`;
    if (request.subject === 'business')
      return (
        sandboxCompanies.find(
          (company) =>
            company.country === request.country && company.registrationNumber === request.identifier,
        )?.name ?? null
      );
    const person = syntheticPerson(
      request.country,
      request.country === 'ng' ? 'bvn' : 'national-id',
      request.identifier,
    );
    return person.fullName ?? null;
  }
}
