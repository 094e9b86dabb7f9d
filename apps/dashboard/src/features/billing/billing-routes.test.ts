import { parse } from 'regexparam';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, loadRouteTable } from '../../app/route-preload';
import NotFoundPage from '../errors/not-found-page';

beforeAll(() => loadRouteTable());

function routeFor(path: string) {
  const found = findRoute(parse, path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const pageOf = async (path: string) => ((await routeFor(path).route.load()) as { default: unknown }).default;

describe('the billing routes', () => {
  it('are gated by wallet:view', () => {
    for (const path of ['/billing', '/billing/payment-details', '/billing/tx_1', '/billing/invoice'])
      expect(routeFor(path).route.rule).toEqual({ access: 'protected', permissions: ['wallet:view'] });
  });

  it('read a transaction id from /billing/{transaction_id}', () => {
    const { route, params } = routeFor('/billing/tx_1');
    expect(route.path).toBe('/billing/:transactionId');
    expect(params).toMatchObject({ transactionId: 'tx_1' });
  });

  it('never read a fixed billing path as a transaction id', async () => {
    expect(routeFor('/billing/payment-details').route.path).toBe('/billing/payment-details');
    expect(routeFor('/billing/payment-details/manage-cards').route.path).toBe(
      '/billing/payment-details/manage-cards',
    );
    for (const path of [
      '/billing/invoice',
      '/billing/reconciliations',
      '/billing/plans-and-products',
      '/billing/plans-and-products/growth',
      '/billing/plans-and-products/growth/add-ons',
    ]) {
      expect(routeFor(path).route.path, path).not.toBe('/billing/:transactionId');
      // Pages of later slices: the 404 until they are built.
      expect(await pageOf(path), path).toBe(NotFoundPage);
    }
  });

  it('show the 404 below a transaction', async () => {
    expect(await pageOf('/billing/tx_1/more')).toBe(NotFoundPage);
    expect(await pageOf('/billing/tx_1')).not.toBe(NotFoundPage);
  });
});
