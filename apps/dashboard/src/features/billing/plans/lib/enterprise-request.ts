/**
 * The Enterprise request's checks before sending (subscribe-enterprise): both fields are optional; the
 * expected checks are typed with or without thousand separators and sent as a whole number. The rules and
 * their messages are the API schema's own.
 */
import { ruleMessages, type TEnterpriseRequest, ZEnterpriseRequest } from '@verity/client';
import { draftSchema } from '../../../../lib/draft-schema';

export interface EnterpriseDraft {
  expectedChecksPerMonth: string;
  message: string;
}

export type EnterpriseField = keyof EnterpriseDraft;

export type EnterpriseCheck =
  | { request: TEnterpriseRequest }
  | { errors: Partial<Record<EnterpriseField, string>> };

export const EXPECTED_CHECKS_FIELD = 'expected checks per month';

export function checkEnterpriseRequest(draft: EnterpriseDraft): EnterpriseCheck {
  const typed = draft.expectedChecksPerMonth.replaceAll(',', '').trim();
  if (typed !== '' && !/^\d+$/.test(typed))
    return { errors: { expectedChecksPerMonth: ruleMessages.numeric(EXPECTED_CHECKS_FIELD) } };
  const message = draft.message.trim();
  const parsed = ZEnterpriseRequest.safeParse({
    ...(typed === '' ? {} : { expectedChecksPerMonth: Number(typed) }),
    ...(message === '' ? {} : { message }),
  });
  if (parsed.success) return { request: parsed.data };
  const errors: Partial<Record<EnterpriseField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'expectedChecksPerMonth' || field === 'message') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}

/** The dialog's schema: checkEnterpriseRequest (itself ZEnterpriseRequest's rules), then ZEnterpriseRequest. */
export const enterpriseRequestSchema = draftSchema(checkEnterpriseRequest, ZEnterpriseRequest);
