/** Types for serve.mjs, so the browser tests can start the partner site. */
export function partnerPolicy(verityUrl: string, formsUrl?: string): string;
export function formsUrlOf(verityUrl: string): string;
export function startPartnerSite(options: {
  verityUrl: string;
  formsUrl?: string;
  formId: string;
  port?: number;
}): Promise<{ url: string; close(): Promise<void> }>;
