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
      '/billing/plans-and-products',
      '/billing/plans-and-products/growth',
      '/billing/plans-and-products/growth/add-ons',
    ]) {
      expect(routeFor(path).route.path, path).not.toBe('/billing/:transactionId');
    }
  });

  it('show the invoices on /billing/invoice, with their data', async () => {
    const { route } = routeFor('/billing/invoice');
    expect(route.path).toBe('/billing/invoice');
    expect(route.data).toBeDefined();
    expect(await pageOf('/billing/invoice')).not.toBe(NotFoundPage);
    expect(await pageOf('/billing/invoice/more')).toBe(NotFoundPage);
  });

  it('open Reconciliations to platform staff only, by their gate', async () => {
    const { route } = routeFor('/billing/reconciliations');
    expect(route.path).toBe('/billing/reconciliations');
    expect(route.rule).toEqual({ access: 'protected', permissions: ['admin:business:billing:view'] });
    expect(route.data).toBeDefined();
    expect(await pageOf('/billing/reconciliations')).not.toBe(NotFoundPage);
  });

  it('show the 404 below a transaction', async () => {
    expect(await pageOf('/billing/tx_1/more')).toBe(NotFoundPage);
    expect(await pageOf('/billing/tx_1')).not.toBe(NotFoundPage);
  });
});

describe('a business’s billing for platform staff', () => {
  it('is its billing page and its manage children account-topup, pricing-subscription and invoices, in the business layout, by the billing gate', async () => {
    for (const [path, pattern] of [
      ['/businesses/b_1/billing', '/businesses/:businessId/billing'],
      ['/businesses/b_1/manage/account-topup', '/businesses/:businessId/manage/account-topup'],
      ['/businesses/b_1/manage/pricing-subscription', '/businesses/:businessId/manage/pricing-subscription'],
      ['/businesses/b_1/manage/invoices', '/businesses/:businessId/manage/invoices'],
    ] as const) {
      const { route, params } = routeFor(path);
      expect(route.path).toBe(pattern);
      expect(params).toMatchObject({ businessId: 'b_1' });
      expect(route.layout).toBe('business');
      expect(route.rule).toEqual({ access: 'protected', permissions: ['admin:business:billing:view'] });
      expect(route.data).toBeDefined();
      expect(await pageOf(path), path).not.toBe(NotFoundPage);
    }
  });

  it('leaves manage children nobody built to the 404', async () => {
    expect(await pageOf('/businesses/b_1/manage/unknown')).toBe(NotFoundPage);
  });
});
