/**
 * The dashboard's routes, in two tables: the auth pages' (here, in the entry chunk the login page loads)
 * and the signed-in pages' (signed-in-routes.ts, a chunk of its own that route-preload.ts imports when a
 * path is not an auth page, or when the visitor of an auth page first presses a key or a pointer). Every
 * page the dashboard gains adds to the signed-in table only, so the login page does not grow with it
 * (/auth/login stays ≤ 110 KB). Pages load lazily (one chunk per page); a route that reads the server also
 * names what it reads (`data`), so the router can start the page's code and its data together.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteData } from '../lib/route-query';
import type { RouteRule } from '../session/route-guard';

/** 'business' and 'organization' are the default shell with the business-admin or organization sidebar. */
export type LayoutName = 'auth' | 'default' | 'business' | 'organization' | 'plain';

/** A feature's route-data module, imported when first needed: the login page never loads it. */
export type LazyRouteData = () => Promise<RouteData>;

export interface AppRoute {
  path: string;
  rule: RouteRule;
  layout: LayoutName;
  page: LazyExoticComponent<ComponentType>;
  /** Loads the page's code, the same import `page` makes. */
  load(): Promise<unknown>;
  /** What the page reads first, by the same queries its hooks use. */
  data?: LazyRouteData;
}

export type PageModule = { default: ComponentType };

export const page = (load: () => Promise<PageModule>) => lazy(load);

const auth = (path: string, access: RouteRule['access'], load: () => Promise<PageModule>): AppRoute => ({
  path,
  rule: { access },
  layout: 'auth',
  page: page(load),
  load,
});

/** The auth pages: all under /auth/, so no signed-in route can match one of their paths. */
export const authRoutes: AppRoute[] = [
  auth('/auth/login', 'guest', () => import('../features/auth/pages/login-page')),
  auth('/auth/create-account', 'guest', () => import('../features/auth/pages/create-account-page')),
  auth('/auth/account-created', 'guest', () => import('../features/auth/pages/account-created-page')),
  auth('/auth/forgot-password', 'guest', () => import('../features/auth/pages/forgot-password-page')),
  auth('/auth/reset-password/:token', 'guest', () => import('../features/auth/pages/reset-password-page')),
  auth('/auth/reset_password', 'guest', () => import('../features/auth/pages/reset-password-page')),
  auth('/auth/register/:token', 'guest', () => import('../features/auth/pages/register-page')),
  auth(
    '/auth/change-password',
    'password-change',
    () => import('../features/auth/pages/change-password-page'),
  ),
  auth('/auth/2FA', 'two-factor', () => import('../features/auth/pages/two-factor-page')),
  auth('/auth/2FA/setup', 'two-factor-setup', () => import('../features/auth/pages/two-factor-setup-page')),
];
