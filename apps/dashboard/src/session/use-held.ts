import { hasAllPermissions, type Permission } from '@verity/client';
import { useAuthStore } from './auth-store';

/**
 * Whether the signed-in person holds every one of `permissions`. Not for an action's gate: a button, form or
 * read that makes a call is gated by `useCanCall(<table>RouteAddresses.<name>)` (use-can-call.ts), which
 * reads what the route table declares. This is for the gates that are about pages, not one route: the page
 * gates (app/signed-in-routes.ts) and the links to those pages. Each call site is listed, with its reason, in
 * action-gates.test.ts.
 */
export function useHeld(permissions: readonly Permission[]): boolean {
  return useAuthStore((state) => hasAllPermissions(state.user?.role.permissions ?? [], permissions));
}
