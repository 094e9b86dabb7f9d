/** vForm analytics: the business's overview and its daily metrics, and one form's. */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import {
  ZVFormMetricsQuery,
  ZVFormOverviewAnalysis,
  ZVFormOverviewMetrics,
  ZVFormTemplateAnalysis,
} from './vform-schemas.js';

const VIEW = { tenancy: 'tenant', permissions: ['vform:view'] } as const;

export const vformAnalyticsRoutes = defineRoutes('vform', {
  overview: {
    method: 'GET',
    path: '/v-forms/overview/analysis',
    summary: "The business's forms by status, its responses, verified responses and what they were charged",
    access: VIEW,
    response: ZVFormOverviewAnalysis,
  },
  metrics: {
    method: 'GET',
    path: '/v-forms/overview/metrics',
    summary: "The business's responses per day and per status between two dates",
    access: VIEW,
    query: ZVFormMetricsQuery,
    response: ZVFormOverviewMetrics,
  },
  template: {
    method: 'GET',
    path: '/v-forms/:id/overview/analysis',
    summary: "A form's views, responses, completion rate and average time, per day and per status",
    access: VIEW,
    params: ZIdParams,
    query: ZVFormMetricsQuery,
    response: ZVFormTemplateAnalysis,
    errors: ['not_found'],
  },
});
