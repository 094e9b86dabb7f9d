/**
 * Stored responses as the owner's views show them (the API, the PDF, the CSV: one respondent name, identity
 * numbers masked), and the confirmation a respondent was given.
 */
import type { TVFormAnswer, TVFormResponse, TVFormSubmissionResult } from '@verity/client';
import { maskReference } from '../identity/match-details.js';
import { respondentNameOf } from './respondent-name.js';
import { settingsOf, type VFormTemplateRow } from './vform-store.js';
import type { vformResponses } from './vforms-tables.js';

export type VFormResponseRow = typeof vformResponses.$inferSelect;

/** What the owner's views need of a response's form. */
export interface ResponseForm {
  title: string;
  /** The form's default personal information field: whose names are the respondent's. */
  personFieldId: string | null;
}

export function responseFormOf(template: VFormTemplateRow): ResponseForm {
  return { title: template.title, personFieldId: settingsOf(template).defaultPersonalInformationFieldId };
}

/** An identity number answer with its number masked as the identity history shows it. */
function masked(answer: TVFormAnswer): TVFormAnswer {
  if (answer.type !== 'identity-verification' || typeof answer.value !== 'object' || answer.value === null)
    return answer;
  const value = answer.value as Record<string, unknown>;
  if (typeof value.number !== 'string') return answer;
  return { ...answer, value: { ...value, number: maskReference(value.number) } };
}

/** The answers as the owner sees them: identity numbers masked. */
export function answersOf(row: Pick<VFormResponseRow, 'answers'>): TVFormAnswer[] {
  return (row.answers as TVFormAnswer[]).map(masked);
}

export function respondentNameOfRow(
  row: Pick<VFormResponseRow, 'answers'>,
  form: ResponseForm,
): string | null {
  return respondentNameOf(row.answers as TVFormAnswer[], form.personFieldId);
}

export function presentResponse(row: VFormResponseRow, form: ResponseForm): TVFormResponse {
  return {
    id: row.id,
    templateId: row.templateId,
    templateTitle: form.title,
    presetVFormId: row.presetId,
    status: row.status,
    answers: answersOf(row),
    respondentName: respondentNameOfRow(row, form),
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

/**
 * What the respondent sees. The outcome (the status and whether each verification field verified, never
 * the registry's answer) only when the form's confirmation.showVerificationResult is on: by default a
 * found number and an unknown one get the same answer, so numbers cannot be tried until one passes.
 */
export function submissionResultOf(
  row: Pick<VFormResponseRow, 'id' | 'status' | 'answers'>,
  template: VFormTemplateRow,
): TVFormSubmissionResult {
  const settings = settingsOf(template);
  const result: TVFormSubmissionResult = {
    id: row.id,
    confirmation: settings.confirmation,
    redirectToWebsite: settings.redirectToWebsite,
  };
  if (!settings.confirmation.showVerificationResult) return result;
  return {
    ...result,
    status: row.status,
    verifications: (row.answers as TVFormAnswer[])
      .filter((answer) => answer.verification !== null)
      .map((answer) => ({ fieldId: answer.fieldId, verified: answer.verification?.verified ?? false })),
  };
}
