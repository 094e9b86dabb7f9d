import { describe, expect, it } from 'vitest';
import * as generated from '../route-addresses.generated.js';
import {
  apiReferenceRouteAddresses,
  bankTransfersRouteAddresses,
  loginRouteAddresses,
  meRouteAddresses,
  onboardingRouteAddresses,
  organizationsRouteAddresses,
  tableRouteAccess,
  teamRouteAddresses,
  walletsRouteAddresses,
} from '../route-addresses.generated.js';
import { callerOf, canCall, type RouteCaller, routeAccessOf, routeKeyOfAddress } from './can-call.js';
import type { RouteAddress } from './route-call.js';

const member = (...permissions: string[]): RouteCaller => ({ permissions, platformStaff: false });
const platform = (...permissions: string[]): RouteCaller => ({ permissions, platformStaff: true });
const organizationStaff = (...permissions: string[]): RouteCaller => ({
  permissions,
  platformStaff: false,
  organizationStaff: true,
});

describe('an address and its declared access', () => {
  it('finds the route-access key the way callRoute builds the URL', () => {
    expect(routeKeyOfAddress(walletsRouteAddresses.fund)).toBe(
      'POST /api/billing/v1/wallets/funding/initiate',
    );
    expect(routeKeyOfAddress(apiReferenceRouteAddresses.openApiDocument)).toBe('GET /api/openapi.json');
    expect(routeAccessOf(walletsRouteAddresses.fund)).toEqual({
      tenancy: 'business',
      permissions: ['wallet:fund'],
    });
  });

  it('every address of every table has its rule', () => {
    const addresses = Object.entries(generated)
      .filter(([name]) => name.endsWith('RouteAddresses'))
      .flatMap(([, table]) => Object.values(table as Record<string, RouteAddress>));
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) expect(routeAccessOf(address), address).toBeDefined();
    expect(new Set(addresses.map(routeKeyOfAddress)).size).toBe(Object.keys(tableRouteAccess).length);
  });

  it('an address no table declares is never callable', () => {
    expect(canCall(platform('admin:business:view'), 'GET user /no/such/route' as RouteAddress)).toBe(false);
  });
});

describe('canCall, as the server decides', () => {
  it('public: anyone, signed in or not', () => {
    expect(canCall(null, loginRouteAddresses.login)).toBe(true);
    expect(canCall(member(), apiReferenceRouteAddresses.openApiDocument)).toBe(true);
  });

  it('session: anyone signed in', () => {
    expect(canCall(member(), meRouteAddresses.get)).toBe(true);
    expect(canCall(organizationStaff(), meRouteAddresses.get)).toBe(true);
    expect(canCall(null, meRouteAddresses.get)).toBe(false);
  });

  it('business: the permissions, and never organization staff (wallet funding needs wallet:fund)', () => {
    expect(canCall(member('wallet:fund'), walletsRouteAddresses.fund)).toBe(true);
    expect(canCall(member('wallet:view'), walletsRouteAddresses.fund)).toBe(false);
    expect(canCall(organizationStaff('wallet:fund'), walletsRouteAddresses.fund)).toBe(false);
    expect(canCall(null, walletsRouteAddresses.fund)).toBe(false);
    expect(canCall(member('user:manage'), teamRouteAddresses.deactivate)).toBe(true);
    expect(canCall(member('user:invite'), teamRouteAddresses.deactivate)).toBe(false);
  });

  it('tenant and scoped: any member holding the permissions, organization staff too', () => {
    expect(canCall(organizationStaff('wallet:view'), walletsRouteAddresses.balances)).toBe(true);
    expect(canCall(member(), walletsRouteAddresses.balances)).toBe(false);
    expect(canCall(organizationStaff('organization:view'), organizationsRouteAddresses.get)).toBe(true);
    expect(canCall(member('organization:manage'), organizationsRouteAddresses.get)).toBe(false);
  });

  it('platform: platform staff holding the permissions only', () => {
    const reconcile = bankTransfersRouteAddresses.reconcile;
    expect(canCall(platform('admin:business:billing:view'), reconcile)).toBe(true);
    expect(canCall(platform('admin:business:view'), reconcile)).toBe(false);
    expect(canCall(member('admin:business:billing:view'), reconcile)).toBe(false);
  });

  it("own-business: the business's staff by permissions, platform staff by platformPermissions", () => {
    const submit = onboardingRouteAddresses.submit;
    expect(canCall(member('business:settings:manage'), submit)).toBe(true);
    expect(canCall(member('admin:business:view'), submit)).toBe(false);
    expect(canCall(platform('admin:business:view'), submit)).toBe(true);
    expect(canCall(platform('business:settings:manage'), submit)).toBe(false);
    expect(canCall(organizationStaff('business:settings:manage'), submit)).toBe(false);
  });
});

describe('callerOf', () => {
  it("reads the session's user: its role's permissions, and platform staff by the business type", () => {
    const role = { permissions: ['wallet:fund'] };
    expect(callerOf({ role, businessType: 'business' })).toEqual({
      permissions: ['wallet:fund'],
      platformStaff: false,
    });
    expect(callerOf({ role, businessType: 'admin' })?.platformStaff).toBe(true);
    expect(callerOf(null)).toBeNull();
  });
});
