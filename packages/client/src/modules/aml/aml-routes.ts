/**
 * Sanction and PEP screening's route tables: the module's routes (aml-module.ts) with their schemas, and
 * beside them what a kit module has not: an officer's decision on a hit, and the business's watchlist.
 */
import { defineRoutes } from '../../core/route-table.js';
import { ZCursorList, ZIdParams } from '../../schemas/common.js';
import { moduleRouteTable } from '../kit/module-route-table.js';
import { amlModule } from './aml-module.js';
import {
  ZAmlAdvancedCheckRequest,
  ZAmlAdvancedParams,
  ZAmlCheck,
  ZAmlCryptoCheckRequest,
  ZAmlDomesticPepRequest,
  ZAmlHistoryQuery,
  ZAmlHitDecisionRequest,
  ZAmlHitParams,
  ZAmlIdentityCheckRequest,
  ZAmlNameCheckRequest,
  ZAmlSettings,
  ZAmlSettingsRequest,
  ZAmlWatchlistEntry,
  ZAmlWatchlistEntryRequest,
  ZAmlWatchlistQuery,
  ZAmlWatchlistUploadReport,
  ZAmlWatchlistUploadRequest,
} from './aml-schemas.js';

export const amlRoutes = moduleRouteTable(amlModule, {
  record: ZAmlCheck,
  historyQuery: ZAmlHistoryQuery,
  checks: {
    name: {
      summary: 'Screens a person or a company by name (birth date, country, identifiers sharpen the score)',
      body: ZAmlNameCheckRequest,
    },
    identity: {
      summary: 'Screens the person an identity check of the business found, by that check’s id',
      body: ZAmlIdentityCheckRequest,
      errors: ['not_found'],
    },
    crypto: {
      summary: 'Screens a crypto wallet address on its chain (bitcoin, ethereum, tron, solana)',
      body: ZAmlCryptoCheckRequest,
    },
    advanced: {
      summary: 'Screens an individual or a business with every detail known, at a threshold of its own',
      params: ZAmlAdvancedParams,
      body: ZAmlAdvancedCheckRequest,
    },
    domesticPep: {
      summary: 'Screens a person or a business against one country’s politically exposed persons',
      body: ZAmlDomesticPepRequest,
    },
  },
  reads: {},
});

const own = { tenancy: 'tenant', permissions: [amlModule.gates.business] } as const;
const WATCHLIST = { resource: 'aml-watchlist' } as const;
const watchlist = '/advanced/watchlist';

export const amlReviewRoutes = defineRoutes('aml', {
  decideHit: {
    method: 'PUT',
    path: `${amlModule.detail}/hits/:hitId`,
    summary:
      'Marks a hit a false positive or a confirmed match, with a note; the check’s status follows every hit',
    access: own,
    params: ZAmlHitParams,
    body: ZAmlHitDecisionRequest,
    response: ZAmlCheck,
    audit: { event: 'update', resource: amlModule.auditResource, resourceIdParam: 'id' },
    errors: ['not_found'],
  },
  settings: {
    method: 'GET',
    path: '/advanced/settings',
    summary: 'The business’s thresholds: the score a hit needs, by default and per type of check',
    access: own,
    response: ZAmlSettings,
  },
  updateSettings: {
    method: 'PUT',
    path: '/advanced/settings',
    summary: 'Sets the business’s thresholds; the next checks use them',
    access: { tenancy: 'tenant', permissions: [amlModule.gates.business, 'business:settings:manage'] },
    body: ZAmlSettingsRequest,
    response: ZAmlSettings,
    audit: { event: 'update', resource: 'aml-settings' },
  },
  watchlist: {
    method: 'GET',
    path: watchlist,
    summary: 'The business’s watchlist, newest first, a cursor page at a time',
    access: own,
    query: ZAmlWatchlistQuery,
    response: ZCursorList(ZAmlWatchlistEntry),
  },
  addToWatchlist: {
    method: 'POST',
    path: watchlist,
    summary: 'Adds a person, a business or a wallet to the watchlist: screened from the next check on',
    access: own,
    body: ZAmlWatchlistEntryRequest,
    response: ZAmlWatchlistEntry,
    status: 201,
    audit: { event: 'create', ...WATCHLIST },
  },
  uploadWatchlist: {
    method: 'POST',
    path: `${watchlist}/upload`,
    summary:
      'Adds every valid row of a CSV uploaded through the media service; answers each refused row and why',
    access: own,
    body: ZAmlWatchlistUploadRequest,
    response: ZAmlWatchlistUploadReport,
    audit: { event: 'create', ...WATCHLIST },
    errors: ['not_found', 'payload_too_large'],
  },
  updateWatchlistEntry: {
    method: 'PUT',
    path: `${watchlist}/:id`,
    summary: 'Replaces a watchlist entry',
    access: own,
    params: ZIdParams,
    body: ZAmlWatchlistEntryRequest,
    response: ZAmlWatchlistEntry,
    audit: { event: 'update', ...WATCHLIST },
    errors: ['not_found'],
  },
  removeFromWatchlist: {
    method: 'DELETE',
    path: `${watchlist}/:id`,
    summary: 'Removes a watchlist entry: no later check is screened against it',
    access: own,
    params: ZIdParams,
    response: ZAmlWatchlistEntry,
    audit: { event: 'delete', ...WATCHLIST },
    errors: ['not_found'],
  },
});
