/**
 * Each module's record schema by its key: what its checks, history items and detail answer. The API's
 * contract test parses every answer of every declared module with these (apps/api
 * test/verification-kit.test.ts), so a response cannot drift from the type the client gives it.
 */
import type { z } from 'zod';
import { ZAmlCheck } from './aml/aml-schemas.js';
import { ZAmlScreening } from './aml/aml-screening-schemas.js';
import { ZCompanyCheck, ZCompanySearchResult, ZSupportedCountries } from './company/company-schemas.js';
import {
  ZCreditReportAnalysis,
  ZCreditReportCheck,
  ZCreditReportMetrics,
} from './credit-report/credit-report-schemas.js';
import {
  ZBankListResponse,
  ZCompareImageResult,
  ZGlobalValidateOptionsResponse,
  ZIdentityCheck,
} from './identity/identity-schemas.js';

export const moduleRecordSchemas: Readonly<Record<string, z.ZodObject>> = {
  identity: ZIdentityCheck,
  company: ZCompanyCheck,
  'credit-report': ZCreditReportCheck,
  aml: ZAmlCheck,
};

/**
 * What each module's free reads answer, and its charged routes that answer something other than a record,
 * by module key and route name: the contract test calls each and parses the answer.
 */
export const moduleRouteSchemas: Readonly<Record<string, Readonly<Record<string, z.ZodObject>>>> = {
  identity: {
    globalValidateOptions: ZGlobalValidateOptionsResponse,
    ngBanks: ZBankListResponse,
    ngPremiumBanks: ZBankListResponse,
    keBanks: ZBankListResponse,
    compareImage: ZCompareImageResult,
    screen: ZAmlScreening,
  },
  company: { searchCompanies: ZCompanySearchResult, supportedCountries: ZSupportedCountries },
  'credit-report': { analysis: ZCreditReportAnalysis, metrics: ZCreditReportMetrics },
};
