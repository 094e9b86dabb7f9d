/**
 * The dashboard's action gates: a button, a form or a read shows when the server would accept the call it
 * makes. What a call needs is declared once, in its route table's access rule (`@verity/client`'s `canCall`
 * reads it), so a gate names the route, never the permissions.
 */
import { callerOf, canCall, type RouteAddress } from '@verity/client';
import { useAuthStore } from './auth-store';

/** Whether the signed-in person may call every one of `addresses` (the calls one action makes). */
export function useCanCall(...addresses: readonly RouteAddress[]): boolean {
  return useAuthStore((state) => {
    const caller = callerOf(state.user);
    return addresses.every((address) => canCall(caller, address));
  });
}

/** The same answer outside React (route data, which reads the store once). */
export function canCallNow(...addresses: readonly RouteAddress[]): boolean {
  const caller = callerOf(useAuthStore.getState().user);
  return addresses.every((address) => canCall(caller, address));
}
