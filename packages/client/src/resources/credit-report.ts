import type { RequestOptions, Transport } from '../core/transport.js';
import { creditReportModule } from '../modules/credit-report/credit-report-module.js';
import type {
  CreditReportRequests,
  TCreditReportAnalysis,
  TCreditReportCheck,
  TCreditReportHistoryQuery,
  TCreditReportMetrics,
  TCreditReportMetricsQuery,
} from '../modules/credit-report/credit-report-schemas.js';
import { ModuleResource } from './module-resource.js';

/** Credit reports, on the identity service. */
export class CreditReportResource extends ModuleResource<
  TCreditReportCheck,
  CreditReportRequests,
  TCreditReportHistoryQuery,
  typeof creditReportModule
> {
  constructor(t: Transport) {
    super(t, creditReportModule);
  }

  analysis(options?: RequestOptions) {
    return this.read<TCreditReportAnalysis>('analysis', undefined, options);
  }

  metrics(query: TCreditReportMetricsQuery = {}, options?: RequestOptions) {
    return this.read<TCreditReportMetrics>('metrics', query, options);
  }
}
