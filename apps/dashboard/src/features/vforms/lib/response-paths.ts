/**
 * Where the responses screens live: a form's responses hang off the form (/v-forms/{id}/reports) or off the
 * vForm history (/v-forms/shortcut/{id}/reports), and a response keeps the way it was reached so 'Back'
 * returns there. The same pages repeat beneath a business (/businesses/{id}/v-forms/...) and an organization
 * (/organizations/{id}/v-forms/...).
 */
import type { HistoryScope } from '@verity/client';

export type ResponsesVia = 'form' | 'shortcut';

const segment = (value: string) => encodeURIComponent(value);

/** '' for the caller's business; '/businesses/{id}' or '/organizations/{id}' for a scope. */
export function scopeBase(scope: HistoryScope | undefined): string {
  if (scope?.kind === 'admin') return `/businesses/${segment(scope.businessId)}`;
  if (scope?.kind === 'organization') return `/organizations/${segment(scope.organizationId)}`;
  return '';
}

/** A scope's forms list with its response history ('/v-forms' for the caller's own). */
export function formsPath(scope?: HistoryScope): string {
  return `${scopeBase(scope)}/v-forms`;
}

export const SHORTCUT_PATH = '/v-forms/shortcut';

export function overviewPath(templateId: string): string {
  return `/v-forms/${segment(templateId)}`;
}

export function editPath(templateId: string): string {
  return `/v-forms/${segment(templateId)}/edit`;
}

/** A scope has no shortcut: its responses always hang off its forms. */
export function responsesPath(templateId: string, via: ResponsesVia = 'form', scope?: HistoryScope): string {
  return via === 'shortcut' && scopeBase(scope) === ''
    ? `${SHORTCUT_PATH}/${segment(templateId)}/reports`
    : `${formsPath(scope)}/${segment(templateId)}/reports`;
}

export function responsePath(
  templateId: string,
  reportId: string,
  via: ResponsesVia = 'form',
  scope?: HistoryScope,
): string {
  return `${responsesPath(templateId, via, scope)}/${segment(reportId)}`;
}

export function confirmationPath(reportId: string): string {
  return `/v-forms/confirmation/${segment(reportId)}`;
}

/** Which way a path under /v-forms was reached. */
export function viaOf(location: string): ResponsesVia {
  return location.startsWith(`${SHORTCUT_PATH}/`) ? 'shortcut' : 'form';
}
