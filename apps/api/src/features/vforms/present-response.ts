/** Stored responses as the API shows them, and the confirmation a respondent was given. */
import type { TVFormAnswer, TVFormResponse, TVFormSubmissionResult } from '@verity/client';
import type { vformResponses } from '../../db/schema.js';
import { settingsOf, type VFormTemplateRow } from './vform-store.js';

export type VFormResponseRow = typeof vformResponses.$inferSelect;

export function answersOf(row: VFormResponseRow): TVFormAnswer[] {
  return row.answers as TVFormAnswer[];
}

export function presentResponse(row: VFormResponseRow, templateTitle: string): TVFormResponse {
  return {
    id: row.id,
    templateId: row.templateId,
    templateTitle,
    presetVFormId: row.presetId,
    status: row.status,
    answers: answersOf(row),
    respondentEmail: row.respondentEmail,
    country: row.country,
    accessId: row.accessId,
    durationMs: row.durationMs,
    tracking: (row.tracking as Record<string, string> | null) ?? null,
    cost: { amount: row.costAmount, currency: row.currency },
    environment: row.environment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the respondent sees: whether each verification field verified, never the registry's answer. */
export function submissionResultOf(
  row: Pick<VFormResponseRow, 'id' | 'status' | 'answers'>,
  template: VFormTemplateRow,
): TVFormSubmissionResult {
  const settings = settingsOf(template);
  return {
    id: row.id,
    status: row.status,
    verifications: (row.answers as TVFormAnswer[])
      .filter((answer) => answer.verification !== null)
      .map((answer) => ({ fieldId: answer.fieldId, verified: answer.verification?.verified ?? false })),
    confirmation: settings.confirmation,
    redirectToWebsite: settings.redirectToWebsite,
  };
}
