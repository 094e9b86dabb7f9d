/**
 * What platform staff's pricing and subscription pages for a business read, loaded beside their code
 * (app/routes.ts): the subscriptions page its plans, their costs and the check prices; the subscribe pages
 * the plans.
 */
import { type RouteData, routeQuery } from '../../lib/route-query';
import { businessPricingQuery } from './admin-api';
import { businessCostPricingQuery } from './business-subscriptions-api';
import { businessPlansQuery } from './invoice-api';

export const businessSubscriptionsData: RouteData = (params) => {
  const businessId = params.businessId ?? '';
  return [
    routeQuery(businessPlansQuery(businessId)),
    routeQuery(businessCostPricingQuery(businessId)),
    routeQuery(businessPricingQuery(businessId)),
  ];
};

export const businessSubscribeData: RouteData = (params) => [
  routeQuery(businessPlansQuery(params.businessId ?? '')),
];
