/**
 * Business profiles: the caller's own business (the shell's activation banner and main sidebar, home's
 * figures), its own edits to its public details and team-wide settings, and any business as a platform
 * admin sees it (the business-admin sidebar).
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZBusinessFigures,
  ZBusinessPathParams,
  ZBusinessProfile,
  ZUpdateBusinessRequest,
  ZUpdateBusinessSettingsRequest,
} from '../schemas/businesses.js';

const SETTINGS = { tenancy: 'business', permissions: ['business:settings:manage'] } as const;
const BUSINESS_CHANGE = { event: 'update', resource: 'business' } as const;

export const businessRoutes = defineRoutes('user', {
  figures: {
    method: 'GET',
    path: '/businesses/me/figures',
    summary: "This month's checks by module and day, pass and failure rates, spend and activation progress",
    // Every member sees the business's (or their organization's) counts; money needs wallet:view.
    access: { tenancy: 'tenant', permissions: [] },
    response: ZBusinessFigures,
  },
  me: {
    method: 'GET',
    path: '/businesses/me',
    summary: "The caller's business's profile",
    access: { tenancy: 'session' },
    response: ZBusinessProfile,
  },
  update: {
    method: 'PUT',
    path: '/businesses/me',
    summary: "Changes the business's public details (logo, support email and phone, website)",
    access: SETTINGS,
    body: ZUpdateBusinessRequest,
    response: ZBusinessProfile,
    audit: BUSINESS_CHANGE,
  },
  updateSettings: {
    method: 'PUT',
    path: '/businesses/me/settings',
    summary: "Changes the team-wide security settings (force 2FA, the idle timeout's cap)",
    access: SETTINGS,
    body: ZUpdateBusinessSettingsRequest,
    response: ZBusinessProfile,
    audit: BUSINESS_CHANGE,
  },
  get: {
    method: 'GET',
    path: '/admin/businesses/:businessId',
    summary: "Any business's profile, for platform admins",
    access: { tenancy: 'platform', permissions: ['admin:business:view'] },
    params: ZBusinessPathParams,
    response: ZBusinessProfile,
    errors: ['not_found'],
  },
});
