/** What the plans pages read, loaded beside their code (app/routes.ts): every plan, once, for all three. */
import { type RouteData, routeQuery } from '../../../lib/route-query';
import { plansQuery } from './api';

export const plansData: RouteData = () => [routeQuery(plansQuery())];
