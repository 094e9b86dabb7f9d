/**
 * Customer verification's route table: its declaration's routes (identity-module.ts) with their schemas
 * (identity-schemas.ts, and the screening's). See modules/kit/module-route-table.ts for what each route is.
 * A check learns its (country, type) from its path or body, so its body schema names only the keys any
 * check may carry; the type's own schema checks the values in the handler.
 */
import { ZIdParams } from '../../schemas/common.js';
import { ZAmlScreening } from '../aml/aml-screening-schemas.js';
import { moduleRouteTable } from '../kit/module-route-table.js';
import { identityModule } from './identity-module.js';
import {
  ZBankListResponse,
  ZCompareImageRequest,
  ZCompareImageResult,
  ZGhanaVoterFields,
  ZGlobalValidateOptionsResponse,
  ZGlobalValidateRequest,
  ZIdentityCheck,
  ZIdentityCheckFields,
  ZIdentityCheckParams,
  ZIdentityHistoryQuery,
} from './identity-schemas.js';

export const identityRoutes = moduleRouteTable(identityModule, {
  record: ZIdentityCheck,
  historyQuery: ZIdentityHistoryQuery,
  checks: {
    byType: {
      summary:
        'Verifies an identity number of a country and type (NIN, BVN, passport, ...) with its registry',
      params: ZIdentityCheckParams,
      body: ZIdentityCheckFields,
      errors: ['not_found'],
    },
    ghanaVoter: {
      summary: "Verifies a Ghanaian voter's card, new or old (the card type in the body)",
      body: ZGhanaVoterFields,
    },
    bankAccount: {
      summary: 'Resolves a Nigerian bank account number to its holder',
      body: ZIdentityCheckFields,
    },
    premiumBankAccount: {
      summary: 'Resolves a Nigerian bank account number to its holder, with the premium details',
      body: ZIdentityCheckFields,
    },
    creditReportByBvn: {
      summary: "A Nigerian individual's credit report by BVN, kept in the identity history",
      body: ZIdentityCheckFields,
    },
    globalValidate: {
      summary: 'Verifies an identity number, its country and type named in the body',
      body: ZGlobalValidateRequest,
      errors: ['not_found'],
    },
    compareImage: {
      summary: 'Compares the faces in two images (data URLs or uploaded files) and says whether they match',
      body: ZCompareImageRequest,
      response: ZCompareImageResult,
    },
    screen: {
      summary: 'Screens the person a found check returned against sanction and PEP lists',
      params: ZIdParams,
      response: ZAmlScreening,
      errors: ['not_found'],
    },
  },
  reads: {
    globalValidateOptions: {
      summary: 'The countries and types global validation takes, with the field each number goes in',
      response: ZGlobalValidateOptionsResponse,
    },
    ngBanks: { summary: 'The Nigerian banks an account check takes', response: ZBankListResponse },
    ngPremiumBanks: {
      summary: 'The Nigerian banks a premium account check takes',
      response: ZBankListResponse,
    },
    keBanks: { summary: 'The Kenyan banks an account check takes', response: ZBankListResponse },
  },
});
