/**
 * `@verity/client/public`: the part of the client a form respondent's browser needs, and nothing else:
 * the public vForm calls over the same transport and error tree, the answer checks and the rule messages.
 * No zod, no libphonenumber-js: the vForm widget's script-tag bundle has a 20 KB gzip budget.
 */
import { type ClientOptions, createTransport } from './core/create-transport.js';
import type { ServiceName } from './core/services.js';
import { PublicCaptureResource } from './resources/capture.js';
import { PublicVFormsResource } from './resources/vforms.js';

export * from './capture/capture-kinds.js';
export type * from './capture/capture-schemas.js';
export type { ClientOptions } from './core/create-transport.js';
export type { FailureEnvelope, SuccessEnvelope } from './core/envelope.js';
export * from './core/errors.js';
export type { RequestOptions } from './core/transport.js';
export { numberFormatFor } from './modules/identity/identity-number-formats.js';
export { PublicCaptureResource } from './resources/capture.js';
export { PublicVFormsResource } from './resources/vforms.js';
export { ruleMessages } from './rules/messages.js';
export { checkFile, EMAIL_PATTERN, FILE_INPUT_EXTENSIONS, FILE_INPUT_MAX_KB } from './rules/patterns.js';
export * from './vforms/vform-answers.js';
export * from './vforms/vform-fields.js';
export * from './vforms/vform-file-rules.js';
export type * from './vforms/vform-schemas.js';

export interface PublicClient {
  vforms: PublicVFormsResource;
  capture: PublicCaptureResource;
  baseUrl(service: ServiceName): string;
}

/** The vForm calls only: the vForm widget's client, without the capture flow's calls (its size budget). */
export function createPublicVFormsClient(
  options: Omit<ClientOptions, 'token'> = {},
): Pick<PublicClient, 'vforms'> {
  return { vforms: new PublicVFormsResource(createTransport(options)) };
}

export function createPublicClient(options: Omit<ClientOptions, 'token'> = {}): PublicClient {
  const transport = createTransport(options);
  return {
    vforms: new PublicVFormsResource(transport),
    capture: new PublicCaptureResource(transport),
    baseUrl: (service) => transport.url(service, ''),
  };
}
