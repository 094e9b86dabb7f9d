/**
 * Business activation under `/businesses/:businessId`: the business's own steps, each answering the whole
 * profile, and platform staff's review (activate, decline, suspend). The business's own staff and platform
 * staff reach the steps (`own-business`: the handler gets the named business as its tenant); a step is
 * refused (409) once the activation is submitted, until it is decided. Each call's audit row names what it
 * did in its resource and is filed under the business it acted on.
 */

import { defineRoutes, type RouteAudit } from '../core/route-table.js';
import type { RouteAccessRule } from '../route-access.js';
import type { TAuditEvent } from '../schemas/audit.js';
import { ZEmptyObject } from '../schemas/common.js';
import {
  ZBusinessContactRequest,
  ZBusinessDocumentsRequest,
  ZBusinessIdParams,
  ZBusinessInformationRequest,
  ZContactSalesRequest,
  ZDeclineRequest,
  ZOnboardingProfile,
  ZSettlementAccountRequest,
  ZSlaPreviewDetails,
  ZSlaSigneeRequest,
  ZSubscriptionAndPricingRequest,
  ZSuspendRequest,
} from './onboarding-schemas.js';

/** The business's owner fills activation in; platform staff review it and may help. */
const ACTIVATION = {
  tenancy: 'own-business',
  permissions: ['business:settings:manage'],
  platformPermissions: ['admin:business:view'],
} as const satisfies RouteAccessRule;
const ACTIVATION_REVIEW = {
  tenancy: 'platform',
  permissions: ['admin:business:view'],
} as const satisfies RouteAccessRule;

/**
 * A call's audit row ("Updated business activation contact"), filed under the business it acted on.
 * `ownTransaction`: the call asks a registry or renders the agreement before its writes open a transaction.
 */
function audited(event: TAuditEvent, resource: string, ownTransaction?: true): RouteAudit {
  return { event, resource, resourceIdParam: 'businessId', ...(ownTransaction ? { ownTransaction } : {}) };
}

const params = ZBusinessIdParams;
const response = ZOnboardingProfile;

export const onboardingRoutes = defineRoutes('user', {
  profile: {
    method: 'GET',
    path: '/businesses/:businessId/onboarding-profile',
    summary: "The business's activation profile: every section, the steps done and where it stands",
    access: ACTIVATION,
    params,
    response,
    errors: ['not_found'],
  },
  slaPreviewDetails: {
    method: 'GET',
    path: '/businesses/:businessId/sla-preview-details',
    summary: 'What the service agreement will say, before it is generated',
    access: ACTIVATION,
    params,
    response: ZSlaPreviewDetails,
    errors: ['not_found'],
  },
  downloadSla: {
    method: 'GET',
    path: '/businesses/:businessId/download-sla',
    summary: 'The agreement as it stands (unsigned, signed, or counter-signed at activation), as a PDF',
    access: ACTIVATION,
    params,
    response: { file: 'application/pdf' },
    errors: ['not_found'],
  },
  saveInformation: {
    method: 'PUT',
    path: '/businesses/:businessId/information',
    summary: "Saves the business's information and checks its registration number with the registry",
    access: ACTIVATION,
    params,
    body: ZBusinessInformationRequest,
    response,
    audit: audited('update', 'business-activation-information', true),
    errors: ['conflict', 'not_found'],
  },
  saveContact: {
    method: 'PUT',
    path: '/businesses/:businessId/contact',
    summary: "Saves the business's address, support details and contact person",
    access: ACTIVATION,
    params,
    body: ZBusinessContactRequest,
    response,
    audit: audited('update', 'business-activation-contact'),
    errors: ['conflict', 'not_found'],
  },
  saveDocuments: {
    method: 'PUT',
    path: '/businesses/:businessId/documents',
    summary: 'Saves the four verification documents, each an uploaded file',
    access: ACTIVATION,
    params,
    body: ZBusinessDocumentsRequest,
    response,
    audit: audited('update', 'business-activation-documents'),
    errors: ['conflict', 'not_found'],
  },
  saveSettlementAccount: {
    method: 'PUT',
    path: '/businesses/:businessId/settlement-account',
    summary: "Saves the business's settlement bank account",
    access: ACTIVATION,
    params,
    body: ZSettlementAccountRequest,
    response,
    audit: audited('update', 'business-activation-settlement-account'),
    errors: ['conflict', 'not_found'],
  },
  saveSubscriptionAndPricing: {
    method: 'PUT',
    path: '/businesses/:businessId/subscription-and-pricing',
    summary:
      'Saves how the business will pay: per check, a plan tier per product, or terms agreed with sales',
    access: ACTIVATION,
    params,
    body: ZSubscriptionAndPricingRequest,
    response,
    audit: audited('update', 'business-activation-pricing'),
    errors: ['conflict', 'not_found'],
  },
  saveSlaSignee: {
    method: 'PUT',
    path: '/businesses/:businessId/sla-signee',
    summary: 'Saves who signs the service agreement for the business',
    access: ACTIVATION,
    params,
    body: ZSlaSigneeRequest,
    response,
    audit: audited('update', 'business-activation-signee'),
    errors: ['conflict', 'not_found'],
  },
  sendSla: {
    method: 'PUT',
    path: '/businesses/:businessId/sla-upload',
    summary: 'Generates the agreement from the profile and mails the signee a signing link',
    access: ACTIVATION,
    params,
    body: ZEmptyObject,
    response,
    audit: audited('create', 'service-agreement-request', true),
    errors: ['conflict', 'not_found', 'rate_limited'],
  },
  contactSales: {
    method: 'POST',
    path: '/businesses/:businessId/contact-sales',
    summary: 'Asks the sales team to get in touch about enterprise terms',
    access: ACTIVATION,
    params,
    body: ZContactSalesRequest,
    response,
    audit: audited('create', 'business-activation-sales-request'),
    errors: ['not_found'],
  },
  sendSignatureReminder: {
    method: 'POST',
    path: '/businesses/:businessId/signature-request/send-reminder',
    summary: 'Mails the signee a new signing link, at most once an hour',
    access: ACTIVATION,
    params,
    body: ZEmptyObject,
    response,
    audit: audited('create', 'service-agreement-reminder'),
    errors: ['conflict', 'not_found', 'rate_limited'],
  },
  cancelSignatureRequest: {
    method: 'POST',
    path: '/businesses/:businessId/signature-request/cancel',
    summary: 'Cancels the signature request waiting on the signee',
    access: ACTIVATION,
    params,
    body: ZEmptyObject,
    response,
    audit: audited('delete', 'service-agreement-request'),
    errors: ['conflict', 'not_found'],
  },
  submit: {
    method: 'POST',
    path: '/businesses/:businessId/submit',
    summary: 'Submits the finished activation for review',
    access: ACTIVATION,
    params,
    body: ZEmptyObject,
    response,
    audit: audited('create', 'business-activation-submission'),
    errors: ['conflict', 'not_found'],
  },
  activate: {
    method: 'POST',
    path: '/businesses/:businessId/activate',
    summary: 'Activates a pending business, counter-signing its agreement, or reinstates a suspended one',
    access: ACTIVATION_REVIEW,
    params,
    body: ZEmptyObject,
    response,
    audit: audited('create', 'business-activation-approval', true),
    errors: ['conflict', 'not_found'],
  },
  decline: {
    method: 'POST',
    path: '/businesses/:businessId/decline',
    summary: 'Declines a pending activation with reasons the business sees',
    access: ACTIVATION_REVIEW,
    params,
    body: ZDeclineRequest,
    response,
    audit: audited('create', 'business-activation-decline'),
    errors: ['conflict', 'not_found'],
  },
  suspend: {
    method: 'POST',
    path: '/businesses/:businessId/suspend',
    summary: 'Suspends an active business: its live checks and API keys stop until it is reinstated',
    access: ACTIVATION_REVIEW,
    params,
    body: ZSuspendRequest,
    response,
    audit: audited('create', 'business-activation-suspension'),
    errors: ['conflict', 'not_found'],
  },
});
