import { path } from '../core/path.js';
import { callRoute, fetchRouteFile } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type {
  TBusinessContactRequest,
  TBusinessDocumentsRequest,
  TBusinessInformationRequest,
  TContactSalesRequest,
  TDeclineRequest,
  TSettlementAccount,
  TSignAgreementRequest,
  TSlaSignee,
  TSubscriptionAndPricingRequest,
  TSuspendRequest,
} from '../onboarding/onboarding-schemas.js';
import {
  onboardingRouteAddresses as routes,
  signingRouteAddresses as signing,
} from '../route-addresses.generated.js';

/**
 * Business activation: the business's own steps, each answering the whole profile; platform staff's review
 * (activate, decline, suspend); and the signee's calls from the mailed signing link, which need no session.
 */
export class OnboardingResource {
  constructor(private readonly t: Transport) {}

  profile(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.profile, { params: { businessId } }, options);
  }
  slaPreviewDetails(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.slaPreviewDetails, { params: { businessId } }, options);
  }
  /** The agreement as it stands: unsigned, signed by the signee, or counter-signed at activation. */
  downloadSla(businessId: string, options?: RequestOptions) {
    return fetchRouteFile(this.t, routes.downloadSla, { params: { businessId } }, options);
  }
  saveInformation(businessId: string, body: TBusinessInformationRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.saveInformation, { params: { businessId }, body }, options);
  }
  saveContact(businessId: string, body: TBusinessContactRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.saveContact, { params: { businessId }, body }, options);
  }
  saveDocuments(businessId: string, body: TBusinessDocumentsRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.saveDocuments, { params: { businessId }, body }, options);
  }
  saveSettlementAccount(businessId: string, body: TSettlementAccount, options?: RequestOptions) {
    return callRoute(this.t, routes.saveSettlementAccount, { params: { businessId }, body }, options);
  }
  saveSubscriptionAndPricing(
    businessId: string,
    body: TSubscriptionAndPricingRequest,
    options?: RequestOptions,
  ) {
    return callRoute(this.t, routes.saveSubscriptionAndPricing, { params: { businessId }, body }, options);
  }
  saveSlaSignee(businessId: string, body: TSlaSignee, options?: RequestOptions) {
    return callRoute(this.t, routes.saveSlaSignee, { params: { businessId }, body }, options);
  }
  /** Generates the agreement from the profile and mails the signee a signing link. */
  sendSla(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.sendSla, { params: { businessId }, body: {} }, options);
  }
  contactSales(businessId: string, body: TContactSalesRequest = {}, options?: RequestOptions) {
    return callRoute(this.t, routes.contactSales, { params: { businessId }, body }, options);
  }
  sendSignatureReminder(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.sendSignatureReminder, { params: { businessId }, body: {} }, options);
  }
  cancelSignatureRequest(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.cancelSignatureRequest, { params: { businessId }, body: {} }, options);
  }
  submit(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.submit, { params: { businessId }, body: {} }, options);
  }
  /** Platform staff: activates a pending business (counter-signing its agreement) or reinstates a suspended one. */
  activate(businessId: string, options?: RequestOptions) {
    return callRoute(this.t, routes.activate, { params: { businessId }, body: {} }, options);
  }
  decline(businessId: string, body: TDeclineRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.decline, { params: { businessId }, body }, options);
  }
  suspend(businessId: string, body: TSuspendRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.suspend, { params: { businessId }, body }, options);
  }

  /** The signee's view of the request behind a signing link. */
  signatureRequest(token: string, options?: RequestOptions) {
    return callRoute(this.t, signing.view, { params: { token } }, options);
  }
  /** The agreement to sign, as a PDF. */
  signatureRequestDocument(token: string, options?: RequestOptions) {
    return fetchRouteFile(this.t, signing.document, { params: { token } }, options);
  }
  /** The URL of the agreement to sign, for an embedded viewer or a plain link. */
  signatureRequestDocumentUrl(token: string): string {
    return this.t.url('user', path`/sla/signature-requests/${token}/document`);
  }
  sign(token: string, body: TSignAgreementRequest, options?: RequestOptions) {
    return callRoute(this.t, signing.sign, { params: { token }, body }, options);
  }
}
