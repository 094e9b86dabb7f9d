import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, loadRouteTable } from '../../app/route-preload';
import NotFoundPage from '../../components/errors/not-found-page';
import {
  pricingSubscriptionPath,
  subscribeAddonsPath,
  subscribePath,
  upgradeEnterprisePath,
} from './lib/business-subscription-paths';

beforeAll(() => loadRouteTable());

function routeFor(path: string) {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const pageOf = async (path: string) => ((await routeFor(path).route.load()) as { default: unknown }).default;

const base = '/businesses/:businessId/manage/pricing-subscription';

describe('a business’s pricing and subscriptions for platform staff', () => {
  it('the page, upgrade-enterprise and the subscribe pages: in the business layout, by the billing gate', async () => {
    for (const [path, pattern] of [
      [pricingSubscriptionPath('b_1'), base],
      [upgradeEnterprisePath('b_1').split('?')[0] ?? '', `${base}/upgrade-enterprise`],
      [subscribePath('b_1'), `${base}/subscribe`],
      [subscribePath('b_1', 'credit-report'), `${base}/subscribe/:product`],
      [subscribeAddonsPath('b_1', 'credit-report'), `${base}/subscribe/:product/add-ons`],
    ] as const) {
      const { route, params } = routeFor(path);
      expect(route.path, path).toBe(pattern);
      expect(params).toMatchObject({ businessId: 'b_1' });
      expect(route.layout).toBe('business');
      expect(route.rule).toEqual({ access: 'protected', permissions: ['admin:business:billing:view'] });
      expect(route.data, path).toBeDefined();
      expect(await pageOf(path), path).not.toBe(NotFoundPage);
    }
    expect(routeFor(subscribeAddonsPath('b_1', 'credit-report')).params).toMatchObject({
      product: 'credit-report',
    });
  });

  it('are addressed as the spec writes them', () => {
    expect(pricingSubscriptionPath('b 1')).toBe('/businesses/b%201/manage/pricing-subscription');
    expect(upgradeEnterprisePath('b_1', 'business-verification')).toBe(
      '/businesses/b_1/manage/pricing-subscription/upgrade-enterprise?product=business-verification',
    );
    expect(subscribeAddonsPath('b_1', 'customer-verification')).toBe(
      '/businesses/b_1/manage/pricing-subscription/subscribe/customer-verification/add-ons',
    );
  });

  it('leaves deeper paths to the 404', async () => {
    expect(await pageOf('/businesses/b_1/manage/pricing-subscription/other')).toBe(NotFoundPage);
    expect(
      await pageOf('/businesses/b_1/manage/pricing-subscription/subscribe/credit-report/add-ons/x'),
    ).toBe(NotFoundPage);
  });
});
