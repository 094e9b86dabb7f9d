import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, loadRouteTable } from '../../app/route-preload';
import NotFoundPage from '../../components/errors/not-found-page';

beforeAll(() => loadRouteTable());

function routeFor(path: string) {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const pageOf = async (path: string) => ((await routeFor(path).route.load()) as { default: unknown }).default;

describe('the businesses routes (§2 Businesses (admin))', () => {
  it('are platform staff’s, by admin:business:view; the list pages in the default layout', async () => {
    for (const path of ['/businesses', '/businesses/create', '/businesses/report-log-requests']) {
      const { route } = routeFor(path);
      expect(route.path, path).toBe(path);
      expect(route.rule).toEqual({ access: 'protected', permissions: ['admin:business:view'] });
      expect(route.layout).toBe('default');
      expect(route.data, path).toBeDefined();
      expect(await pageOf(path), path).not.toBe(NotFoundPage);
    }
  });

  it('read a business id after the fixed paths, in the business layout', () => {
    for (const [path, pattern] of [
      ['/businesses/b_1', '/businesses/:businessId'],
      ['/businesses/b_1/manage', '/businesses/:businessId/manage'],
      ['/businesses/b_1/manage/business-profile', '/businesses/:businessId/manage/business-profile'],
      [
        '/businesses/b_1/manage/business-profile/verification-documents',
        '/businesses/:businessId/manage/business-profile/:section',
      ],
    ] as const) {
      const { route, params } = routeFor(path);
      expect(route.path).toBe(pattern);
      expect(params).toMatchObject({ businessId: 'b_1' });
      expect(route.layout).toBe('business');
      expect(route.rule.permissions).toEqual(['admin:business:view']);
    }
  });

  it('keep the manage children billing built, and answer the 404 below what exists', async () => {
    expect(routeFor('/businesses/b_1/manage/invoices').route.path).toBe(
      '/businesses/:businessId/manage/invoices',
    );
    expect(await pageOf('/businesses/b_1/unknown')).toBe(NotFoundPage);
    expect(await pageOf('/businesses/b_1/manage/business-profile/x/y')).toBe(NotFoundPage);
    expect(routeFor('/businesses/b_1/unknown').route.rule.permissions).toEqual(['admin:business:view']);
  });
});

describe('the organizations routes (§2 Organizations)', () => {
  it('list and create by organization:view (create also organization:manage); one in its layout', async () => {
    expect(routeFor('/organizations').route.rule.permissions).toEqual(['organization:view']);
    expect(routeFor('/organizations/create').route.rule.permissions).toEqual([
      'organization:view',
      'organization:manage',
    ]);
    const { route, params } = routeFor('/organizations/o_1');
    expect(route.path).toBe('/organizations/:organizationId');
    expect(params).toMatchObject({ organizationId: 'o_1' });
    expect(route.layout).toBe('organization');
    expect(route.data).toBeDefined();
    expect(await pageOf('/organizations/o_1')).not.toBe(NotFoundPage);
  });

  it('keep the scoped module pages, and answer the 404 for the rest', async () => {
    expect(routeFor('/organizations/o_1/customer-verification').route.path).toBe(
      '/organizations/:organizationId/customer-verification',
    );
    expect(routeFor('/organizations/o_1/billing').route.rule.permissions).toEqual([
      'organization:billing:view',
    ]);
    expect(routeFor('/organizations/o_1/team').route.rule.permissions).toEqual(['organization:users:view']);
    expect(await pageOf('/organizations/o_1/billing')).not.toBe(NotFoundPage);
    expect(await pageOf('/organizations/o_1/overview')).toBe(NotFoundPage);
  });
});

describe('platform staff’s view of a business’s organizations (§2 Admin view of organizations)', () => {
  it('serves the organizations pages beneath /businesses/admin/{id}, in the business layout', async () => {
    for (const [path, pattern, params] of [
      [
        '/businesses/admin/b_1/organizations',
        '/businesses/admin/:businessId/organizations',
        { businessId: 'b_1' },
      ],
      [
        '/businesses/admin/b_1/organizations/create',
        '/businesses/admin/:businessId/organizations/create',
        { businessId: 'b_1' },
      ],
      [
        '/businesses/admin/b_1/organizations/o_1',
        '/businesses/admin/:businessId/organizations/:organizationId',
        { businessId: 'b_1', organizationId: 'o_1' },
      ],
      ['/businesses/b_1/organization', '/businesses/:businessId/organization', { businessId: 'b_1' }],
    ] as const) {
      const found = routeFor(path);
      expect(found.route.path, path).toBe(pattern);
      expect(found.params).toMatchObject(params);
      expect(found.route.layout, path).toBe('business');
      expect(found.route.rule.permissions, path).toEqual(['admin:business:organization:view']);
      expect(await pageOf(path), path).not.toBe(NotFoundPage);
    }
  });
});
