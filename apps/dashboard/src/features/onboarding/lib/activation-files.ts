/**
 * The file-input rules for activation's uploads, checked in the browser before anything is sent (the server
 * checks the documents again: the documents upload itself takes larger files for other uses). The rule itself
 * is the client's `checkFile`, shared with the server's wording.
 */
import {
  checkFile,
  FILE_INPUT_EXTENSIONS,
  type FileLike,
  onboardingDocumentLabels,
  type TOnboardingDocumentKind,
} from '@verity/client';

/** The file picker's filter: the same list the rule checks, so the picker and the rule agree. */
export const acceptOf = (extensions: readonly string[]): string =>
  extensions.map((ext) => `.${ext}`).join(',');

export const DOCUMENT_ACCEPT = acceptOf(FILE_INPUT_EXTENSIONS);
export const DOCUMENT_HINT = 'PDF, Word, Excel, PowerPoint, PNG or JPEG, less than 1MB.';

/** The file rule's message for a document of `kind`, or null when the file may be uploaded. */
export function checkDocumentFile(file: FileLike, kind: TOnboardingDocumentKind): string | null {
  return checkFile(file, onboardingDocumentLabels[kind]);
}

/**
 * The logo: one of the allowed image types the media upload takes (it resizes to fit 480 by 360), under the
 * same 1MB limit.
 */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const LOGO_ACCEPT = acceptOf(LOGO_EXTENSIONS);

export function checkLogoFile(file: FileLike): string | null {
  return checkFile(file, 'logo', { extensions: LOGO_EXTENSIONS });
}
