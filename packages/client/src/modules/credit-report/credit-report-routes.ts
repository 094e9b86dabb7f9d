/**
 * Credit report's route table: its declaration's routes (credit-report-module.ts) with their schemas
 * (credit-report-schemas.ts). See modules/kit/module-route-table.ts for what each route is.
 */
import { moduleRouteTable } from '../kit/module-route-table.js';
import { creditReportModule } from './credit-report-module.js';
import {
  creditReportCheckSchemas,
  ZCreditReportAnalysis,
  ZCreditReportCheck,
  ZCreditReportHistoryQuery,
  ZCreditReportMetrics,
  ZCreditReportMetricsQuery,
} from './credit-report-schemas.js';

export const creditReportRoutes = moduleRouteTable(creditReportModule, {
  record: ZCreditReportCheck,
  historyQuery: ZCreditReportHistoryQuery,
  checks: {
    ngIndividual: {
      summary: "A Nigerian individual's credit report, by BVN",
      body: creditReportCheckSchemas.ngIndividual,
    },
    ngBusiness: {
      summary: "A Nigerian business's credit report, by its registration number",
      body: creditReportCheckSchemas.ngBusiness,
    },
    keIndividual: {
      summary: "A Kenyan individual's credit report, by national ID number",
      body: creditReportCheckSchemas.keIndividual,
    },
    keBusiness: {
      summary: "A Kenyan business's credit report, by its registration number",
      body: creditReportCheckSchemas.keBusiness,
    },
    gbIndividual: {
      summary: "A UK consumer's credit report, by name, date of birth and postcode",
      body: creditReportCheckSchemas.gbIndividual,
    },
  },
  reads: {
    analysis: {
      summary: 'Credit reports by type and risk band, and their average score, over all time',
      response: ZCreditReportAnalysis,
    },
    metrics: {
      summary: 'Credit reports per day, week or month, with their average score, oldest first',
      query: ZCreditReportMetricsQuery,
      response: ZCreditReportMetrics,
    },
  },
});
