/** What the organizations routes read, loaded beside the pages' code (app/routes.ts). */
import { type RouteData, routeQuery } from '../../lib/route-query';
import { countriesQuery, locationsQuery, organizationQuery, organizationsQuery } from './api';
import { organizationSearch } from './lib/organization-search';

export const organizationsData: RouteData = (params, search) =>
  params.businessId
    ? // Platform staff: the locations list is the caller's own business's, so it is not offered.
      [routeQuery(organizationsQuery(organizationSearch.read(search), params.businessId))]
    : [routeQuery(organizationsQuery(organizationSearch.read(search))), routeQuery(locationsQuery())];

export const createOrganizationData: RouteData = () => [routeQuery(countriesQuery())];

export const organizationData: RouteData = (params) => [
  routeQuery(organizationQuery(params.organizationId ?? '', params.businessId ?? null)),
];
