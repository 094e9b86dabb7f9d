/**
 * No one hands out more than they hold: an API key's scopes, a role's permissions and the role a person is
 * invited or moved into must be among the caller's own business permissions. A refusal is a missing
 * permission, so it is a 403 wherever it happens, naming the field that asked for it.
 */
import { type BusinessPermission, businessPermissions } from '@verity/client';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from './authenticate.js';

/** The business permissions the caller holds, in catalogue order. */
export function grantablePermissions(auth: AuthContext): BusinessPermission[] {
  const held = new Set(auth.role.permissions);
  return businessPermissions.filter((permission) => held.has(permission));
}

/** The words for giving a person a role (inviting them with it, or reassigning them to it). */
export const ROLE_GRANT_WORDS = { field: 'roleId', what: 'someone', item: 'a role with a permission' };

/** 403 naming `field` and what the caller tried to give without holding it. */
export function assertGrantable(
  auth: AuthContext,
  requested: readonly string[],
  words: { field: string; what: string; item: string },
): void {
  const grantable = new Set<string>(grantablePermissions(auth));
  const refused = requested.filter((permission) => !grantable.has(permission));
  if (refused.length === 0) return;
  const message = `You cannot give ${words.what} ${words.item} you do not hold: ${refused.join(', ')}`;
  throw new AppError('ForbiddenError', message, {
    code: 'permission_missing',
    errors: [`${words.field}: ${message}`],
    fieldErrors: { [words.field]: message },
  });
}
