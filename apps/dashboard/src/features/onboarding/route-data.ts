/**
 * What the activation pages read first, loaded beside their code (app/routes.ts): the onboarding profile
 * for a user who may manage it, and on the signing page the request behind the link.
 */

import { type RouteData, routeQuery } from '../../lib/route-query';
import {
  activationBusinessId,
  canManageActivation,
  onboardingProfileQuery,
  signatureRequestQuery,
} from './api';

export const activationData: RouteData = () => {
  const businessId = activationBusinessId();
  if (!businessId || !canManageActivation()) return [];
  return [routeQuery(onboardingProfileQuery(businessId))];
};

export const signingData: RouteData = (params) =>
  params.token ? [routeQuery(signatureRequestQuery(params.token))] : [];
