/** Where Business verification's screens live at each scope, and its type codes and labels. */
import { companyModule, type HistoryScope } from '@verity/client';
import { scopedPath } from '../../../lib/history-scope';

export const COMPANY_PATH = '/business-verification';

export const companyTypes: readonly string[] = Object.values(companyModule.checks).map((check) => check.type);

/** The history filter's type choices; the two 'Company' checks are told apart by their path. */
export const companyTypeOptions = Object.values(companyModule.checks).map((check) => ({
  value: check.type,
  label: check.type === 'advance_company_check' ? 'Company (advanced)' : check.label,
}));

export const companyHistoryPath = (scope: HistoryScope) => scopedPath(scope, COMPANY_PATH);

export const companyCheckPath = (scope: HistoryScope, id: string) =>
  `${companyHistoryPath(scope)}/${encodeURIComponent(id)}`;
