/** The create-form modal's checks (the creation payload: presetVFormId, or title and description). */
import { ruleMessages } from '@verity/client';

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
