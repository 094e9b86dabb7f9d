/**
 * Which answers of a form take a file, and what file: a file-upload field takes the file inputs' document and
 * image list, a personal-information photo takes an image; both up to 1024 KB. The widget checks a file with
 * this before it uploads; the server refuses anything else.
 */
import { FILE_INPUT_EXTENSIONS, FILE_INPUT_MAX_KB } from '../rules/patterns.js';
import type { TVFormField } from './vform-schemas.js';

export const VFORM_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export interface VFormFileRule {
  /** How the refusal names the answer: the field's label, or 'photo'. */
  label: string;
  extensions: readonly string[];
  maxKb: number;
}

/** The rule for a file answer at `part` ('' for the field itself) of a field; null when it takes none. */
export function vformFileRuleOf(
  field: Pick<TVFormField, 'type' | 'label' | 'customFields'>,
  part: string,
): VFormFileRule | null {
  if (field.type === 'file-upload' && part === '')
    return { label: field.label, extensions: FILE_INPUT_EXTENSIONS, maxKb: FILE_INPUT_MAX_KB };
  const photoShown = field.customFields.some((custom) => custom.name === 'photo' && custom.show);
  if (field.type === 'personal-information' && part === 'photo' && photoShown)
    return { label: 'photo', extensions: VFORM_PHOTO_EXTENSIONS, maxKb: FILE_INPUT_MAX_KB };
  return null;
}
