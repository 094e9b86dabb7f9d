import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, loadRouteTable } from '../../../app/route-preload';
import NotFoundPage from '../../../components/errors/not-found-page';

beforeAll(() => loadRouteTable());

function routeFor(path: string) {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const pageOf = async (path: string) => ((await routeFor(path).route.load()) as { default: unknown }).default;

describe('the plans and products routes', () => {
  it('are pages of their own, gated by wallet:view, with their data', async () => {
    for (const [path, pattern] of [
      ['/billing/plans-and-products', '/billing/plans-and-products'],
      ['/billing/plans-and-products/add-ons', '/billing/plans-and-products/add-ons'],
      ['/billing/plans-and-products/credit-report', '/billing/plans-and-products/:product'],
      ['/billing/plans-and-products/credit-report/add-ons', '/billing/plans-and-products/:product/add-ons'],
    ] as const) {
      const { route } = routeFor(path);
      expect(route.path, path).toBe(pattern);
      expect(route.rule).toEqual({ access: 'protected', permissions: ['wallet:view'] });
      expect(route.data, path).toBeDefined();
      expect(await pageOf(path), path).not.toBe(NotFoundPage);
    }
  });

  it('read the product from the address', () => {
    expect(routeFor('/billing/plans-and-products/credit-report/add-ons').params).toMatchObject({
      product: 'credit-report',
    });
  });

  it('show the 404 deeper down', async () => {
    expect(await pageOf('/billing/plans-and-products/credit-report/add-ons/more')).toBe(NotFoundPage);
  });
});
