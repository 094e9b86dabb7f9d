/**
 * Customer verification's records on the kit (verification-kit/record-routes.ts): history, detail and CSV
 * export at the default path and the business-admin and organization scopes, read from `identity_checks`,
 * and its country paths. The detail carries the person's latest sanction/PEP screening.
 */
import { identityModule, type identityRoutes, type ZIdentityHistoryQuery } from '@verity/client';
import type { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.js';
import { latestScreening } from '../aml/screen-check.js';
import type { RecordHandlers } from '../verification-kit/module-handlers.js';
import { moduleRecordHandlers } from '../verification-kit/record-routes.js';
import { identityCsv } from './export-identity-csv.js';
import { findCheck } from './find-check.js';
import { type HistoryFilters, listIdentityHistory } from './list-identity-history.js';
import { presentCheck } from './present-check.js';
import { retentionCutoff } from './run-identity-check.js';

export function identityRecordHandlers(app: AppInstance): RecordHandlers<typeof identityRoutes> {
  const { ctx } = app;
  return moduleRecordHandlers<typeof identityRoutes, z.output<typeof ZIdentityHistoryQuery>, HistoryFilters>(
    app,
    identityModule,
    {
      list: (scope, query) => listIdentityHistory(ctx, scope, query),
      async find(scope, id) {
        const check = presentCheck(await findCheck(ctx, scope, id), retentionCutoff(ctx));
        // The screening names the person, so it is withheld with the record once retention passes.
        const aml = check.hasExpired ? null : await latestScreening(ctx, check.id);
        return { ...check, aml };
      },
      csv: (scope, filters, countRow) => identityCsv(ctx, scope, filters, countRow),
    },
  );
}
