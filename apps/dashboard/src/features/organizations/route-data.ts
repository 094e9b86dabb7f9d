/** What the organizations routes read, loaded beside the pages' code (app/routes.ts). */
import { type RouteData, routeQuery } from '../../lib/route-query';
import { countriesQuery, locationsQuery, organizationQuery, organizationsQuery } from './api';
import { readOrganizationSearch } from './lib/organization-search';

export const organizationsData: RouteData = (_params, search) => [
  routeQuery(organizationsQuery(readOrganizationSearch(search))),
  routeQuery(locationsQuery()),
];

export const createOrganizationData: RouteData = () => [routeQuery(countriesQuery())];

export const organizationData: RouteData = (params) => [
  routeQuery(organizationQuery(params.organizationId ?? '')),
];
