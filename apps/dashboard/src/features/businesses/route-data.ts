/** What the businesses routes read, loaded beside the pages' code (app/routes.ts). */
import { type RouteData, routeQuery } from '../../lib/route-query';
import {
  businessesQuery,
  businessOptionsQuery,
  onboardingProfileQuery,
  reviewQueueQuery,
  supportExportRequestsQuery,
} from './api';
import { businessSearch } from './lib/business-search';
import { readExportRequestSearch } from './lib/export-request-search';

/** The review queue, the table's page the URL names, and the countries its filter offers. */
export const businessesData: RouteData = (_params, search) => [
  routeQuery(reviewQueueQuery()),
  routeQuery(businessesQuery(businessSearch.read(search))),
  routeQuery(businessOptionsQuery()),
];

export const createBusinessData: RouteData = () => [routeQuery(businessOptionsQuery())];

/** A business's manage pages and its profile review read its onboarding profile. */
export const onboardingProfileData: RouteData = (params) => [
  routeQuery(onboardingProfileQuery(params.businessId ?? '')),
];

export const reportLogRequestsData: RouteData = (_params, search) => [
  routeQuery(supportExportRequestsQuery(readExportRequestSearch(search))),
];
