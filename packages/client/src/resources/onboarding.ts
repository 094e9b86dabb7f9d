import { path } from '../core/path.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type {
  TBusinessContactRequest,
  TBusinessDocumentsRequest,
  TBusinessInformationRequest,
  TContactSalesRequest,
  TDeclineRequest,
  TOnboardingProfile,
  TSettlementAccount,
  TSignAgreementRequest,
  TSignatureRequestView,
  TSlaPreviewDetails,
  TSlaSignee,
  TSubscriptionAndPricingRequest,
  TSuspendRequest,
} from '../onboarding/onboarding-schemas.js';

/**
 * Business activation (spec/platform.md §4, §7 Onboarding and SLA): the business's own steps, each
 * answering the whole profile; platform staff's review (activate, decline, suspend); and the signee's
 * calls from the mailed signing link, which need no session.
 */
export class OnboardingResource {
  constructor(private readonly t: Transport) {}

  profile(businessId: string, options?: RequestOptions) {
    return this.#get<TOnboardingProfile>(businessId, 'onboarding-profile', options);
  }
  slaPreviewDetails(businessId: string, options?: RequestOptions) {
    return this.#get<TSlaPreviewDetails>(businessId, 'sla-preview-details', options);
  }
  /** The agreement as it stands: unsigned, signed by the signee, or counter-signed at activation. */
  downloadSla(businessId: string, options?: RequestOptions) {
    return this.t.blob({
      service: 'user',
      method: 'GET',
      path: path`/businesses/${businessId}/download-sla`,
      options,
    });
  }
  saveInformation(businessId: string, body: TBusinessInformationRequest, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'information', body, options);
  }
  saveContact(businessId: string, body: TBusinessContactRequest, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'contact', body, options);
  }
  saveDocuments(businessId: string, body: TBusinessDocumentsRequest, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'documents', body, options);
  }
  saveSettlementAccount(businessId: string, body: TSettlementAccount, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'settlement-account', body, options);
  }
  saveSubscriptionAndPricing(
    businessId: string,
    body: TSubscriptionAndPricingRequest,
    options?: RequestOptions,
  ) {
    return this.#step(businessId, 'PUT', 'subscription-and-pricing', body, options);
  }
  saveSlaSignee(businessId: string, body: TSlaSignee, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'sla-signee', body, options);
  }
  /** Generates the agreement from the profile and mails the signee a signing link. */
  sendSla(businessId: string, options?: RequestOptions) {
    return this.#step(businessId, 'PUT', 'sla-upload', {}, options);
  }
  contactSales(businessId: string, body: TContactSalesRequest = {}, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'contact-sales', body, options);
  }
  sendSignatureReminder(businessId: string, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'signature-request/send-reminder', {}, options);
  }
  cancelSignatureRequest(businessId: string, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'signature-request/cancel', {}, options);
  }
  submit(businessId: string, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'submit', {}, options);
  }
  /** Platform staff: activates a pending business (counter-signing its agreement) or reinstates a suspended one. */
  activate(businessId: string, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'activate', {}, options);
  }
  decline(businessId: string, body: TDeclineRequest, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'decline', body, options);
  }
  suspend(businessId: string, body: TSuspendRequest, options?: RequestOptions) {
    return this.#step(businessId, 'POST', 'suspend', body, options);
  }

  /** The signee's view of the request behind a signing link. */
  signatureRequest(token: string, options?: RequestOptions) {
    return this.t.json<TSignatureRequestView>({
      service: 'user',
      method: 'GET',
      path: path`/sla/signature-requests/${token}`,
      options,
    });
  }
  /** The agreement to sign, as a PDF. */
  signatureRequestDocument(token: string, options?: RequestOptions) {
    return this.t.blob({
      service: 'user',
      method: 'GET',
      path: path`/sla/signature-requests/${token}/document`,
      options,
    });
  }
  /** The URL of the agreement to sign, for an embedded viewer or a plain link. */
  signatureRequestDocumentUrl(token: string): string {
    return this.t.url('user', path`/sla/signature-requests/${token}/document`);
  }
  sign(token: string, body: TSignAgreementRequest, options?: RequestOptions) {
    return this.t.json<TSignatureRequestView>({
      service: 'user',
      method: 'POST',
      path: path`/sla/signature-requests/${token}/sign`,
      body,
      options,
    });
  }

  #get<T>(businessId: string, tail: string, options?: RequestOptions) {
    return this.t.json<T>({
      service: 'user',
      method: 'GET',
      path: `${path`/businesses/${businessId}`}/${tail}`,
      options,
    });
  }
  #step(businessId: string, method: 'PUT' | 'POST', tail: string, body: unknown, options?: RequestOptions) {
    return this.t.json<TOnboardingProfile>({
      service: 'user',
      method,
      path: `${path`/businesses/${businessId}`}/${tail}`,
      body,
      options,
    });
  }
}
