/**
 * Home's figures: one read, declared once as query options for the page and its route data. Switching
 * environment invalidates every query, so the figures follow the Live/Sandbox switch.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type RouteData, routeQuery } from '../../lib/route-query';

export const figuresQuery = () =>
  queryOptions({
    queryKey: ['businesses', 'me', 'figures'] as const,
    queryFn: async ({ signal }) => (await api.businesses.figures({ signal })).data,
  });

export const homeData: RouteData = () => [routeQuery(figuresQuery())];
