/**
 * Query keys of the vForms screens, in one place so a write can invalidate what it changed: a template
 * edit refreshes that template and the lists; a new response refreshes that form's responses and metrics.
 */
import type { HistoryScope } from '@verity/client';
import { scopeKey } from '../../../lib/history-scope';

export const vformKeys = {
  all: ['vforms'] as const,
  lists: () => ['vforms', 'list'] as const,
  list: (params: object) => ['vforms', 'list', params] as const,
  presets: () => ['vforms', 'presets'] as const,
  preset: (id: string) => ['vforms', 'preset', id] as const,
  template: (id: string) => ['vforms', 'template', id] as const,
  estimatedCharge: (id: string) => ['vforms', 'template', id, 'estimated-charge'] as const,
  activities: (id: string) => ['vforms', 'template', id, 'activities'] as const,
  fieldTemplates: () => ['vforms', 'field-templates'] as const,
  fieldOptions: () => ['vforms', 'field-options'] as const,
  theme: () => ['vforms', 'theme'] as const,
  banners: () => ['vforms', 'banners'] as const,
  responses: (templateId: string) => ['vforms', 'responses', templateId] as const,
  responsesPage: (templateId: string, params: object) => ['vforms', 'responses', templateId, params] as const,
  response: (id: string) => ['vforms', 'response', id] as const,
  history: (params: object) => ['vforms', 'history', params] as const,
  analysis: (templateId: string) => ['vforms', 'analysis', templateId] as const,
  overview: () => ['vforms', 'overview'] as const,
};

/**
 * A key read beneath a business-admin or organization scope ends with that scope, so two scopes never share
 * an entry; the caller's own keys stay as they are. Either way the key starts like its list's, so the
 * invalidations above reach it.
 */
export function withScope<K extends readonly unknown[]>(key: K, scope: HistoryScope): readonly unknown[] {
  return scope.kind === 'business' ? key : [...key, { scope: scopeKey(scope) }];
}
