import { hasAllPermissions, type Permission } from '@verity/client';
import { useAuthStore } from './auth-store';

/** Whether the signed-in person holds every one of `permissions` (what the server will check too). */
export function useHeld(permissions: readonly Permission[]): boolean {
  return useAuthStore((state) => hasAllPermissions(state.user?.role.permissions ?? [], permissions));
}
