/**
 * Business verification's route table: its declaration's routes (company-module.ts) with their schemas
 * (company-schemas.ts). See modules/kit/module-route-table.ts for what each route is.
 */
import { moduleRouteTable } from '../kit/module-route-table.js';
import { companyModule } from './company-module.js';
import {
  companyCheckSchemas,
  ZCompanyCheck,
  ZCompanyHistoryQuery,
  ZCompanySearchQuery,
  ZCompanySearchResult,
  ZSupportedCountries,
} from './company-schemas.js';

export const companyRoutes = moduleRouteTable(companyModule, {
  record: ZCompanyCheck,
  historyQuery: ZCompanyHistoryQuery,
  checks: {
    company: {
      summary:
        'A Nigerian company by its registration number, with its directors (premium adds its shareholders)',
      body: companyCheckSchemas.company,
    },
    companyBasic: {
      summary: 'A Nigerian company by its registration number: the registration only',
      body: companyCheckSchemas.companyBasic,
    },
    tin: { summary: 'A Nigerian company by its Tax Identification Number', body: companyCheckSchemas.tin },
    businessAddress: {
      summary: "A South African company's registered address by its registration number",
      body: companyCheckSchemas.businessAddress,
    },
    businessAccount: {
      summary: "Whether a South African bank account exists, is open and is in the company's name",
      body: companyCheckSchemas.businessAccount,
    },
    advanceCheck: {
      summary: 'A company in any covered country, with its directors and shareholders',
      body: companyCheckSchemas.advanceCheck,
    },
  },
  reads: {
    searchCompanies: {
      summary: 'Companies whose name contains the text asked (free; nothing is stored)',
      query: ZCompanySearchQuery,
      response: ZCompanySearchResult,
      errors: ['service_unavailable'],
    },
    supportedCountries: {
      summary: 'The countries company checks cover, with the checks each offers',
      response: ZSupportedCountries,
    },
  },
});
