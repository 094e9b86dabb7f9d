/** The create-form modal's checks (the creation payload: presetVFormId, or title and description). */
import { ruleMessages, ZCreateVFormTemplateParams, ZCreateVFormTemplateRequest } from '@verity/client';
import { draftSchema } from '../../../lib/draft-schema';
import type { CreateFormInput } from '../api/forms-api';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export interface CreateDraft {
  kind: 'blank' | 'preset';
  title: string;
  description: string;
  presetVFormId: string;
}

export type CreateErrors = Partial<Record<'title' | 'description' | 'presetVFormId', string>>;

export function checkCreateDraft(draft: CreateDraft): CreateErrors {
  const errors: CreateErrors = {};
  if (draft.kind === 'preset') {
    if (!draft.presetVFormId) errors.presetVFormId = ruleMessages.required('template');
    return errors;
  }
  const title = draft.title.trim();
  if (!title) errors.title = ruleMessages.required('title');
  else if (title.length > TITLE_MAX) errors.title = ruleMessages.maxLength('title', TITLE_MAX);
  if (draft.description.trim().length > DESCRIPTION_MAX)
    errors.description = ruleMessages.maxLength('description', DESCRIPTION_MAX);
  return errors;
}

/** What is sent: the kind (the call's `type`) and its fields, trimmed. */
export function createFormInput(draft: CreateDraft): CreateFormInput {
  return draft.kind === 'blank'
    ? { kind: 'blank', title: draft.title.trim(), description: draft.description.trim() }
    : { kind: 'preset', presetVFormId: draft.presetVFormId };
}

/**
 * The modal's schema for zodResolver: checkCreateDraft, then the call's own schemas (its `type` and its
 * body, ZCreateVFormTemplateRequest).
 */
export const createFormSchema = draftSchema<CreateDraft, CreateFormInput>(
  (draft) => {
    const errors = checkCreateDraft(draft);
    return Object.keys(errors).length > 0 ? { errors } : { request: createFormInput(draft) };
  },
  ZCreateVFormTemplateRequest.extend({ kind: ZCreateVFormTemplateParams.shape.type }),
);
