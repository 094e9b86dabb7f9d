/**
 * Each module's record schema by its key: what its checks, history items and detail answer. The API's
 * contract test parses every answer of every declared module with these (apps/api
 * test/verification-kit.test.ts), so a response cannot drift from the type the client gives it.
 */
import type { z } from 'zod';
import { ZCompanyCheck } from './company/company-schemas.js';
import { ZCreditReportCheck } from './credit-report/credit-report-schemas.js';
import { ZIdentityCheck } from './identity/identity-schemas.js';

export const moduleRecordSchemas: Readonly<Record<string, z.ZodObject>> = {
  identity: ZIdentityCheck,
  company: ZCompanyCheck,
  'credit-report': ZCreditReportCheck,
};
