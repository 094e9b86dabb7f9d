/**
 * Roles. A role belongs to a business and holds business permissions; the Owner role holds them all and
 * cannot be changed or deleted.
 */
import { z } from 'zod';
import { businessPermissions } from '../permissions.js';
import { distinctChoices, optionalText, requiredText, strictObject } from '../rules/validation.js';

export const OWNER_ROLE = 'Owner';

export const ZRoleRequest = strictObject({
  name: requiredText('name', { max: 60 }),
  description: optionalText('description', { max: 300 }),
  permissions: distinctChoices(businessPermissions, { field: 'permissions', item: 'permission' }),
});
export type TRoleRequest = z.input<typeof ZRoleRequest>;

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  /** The Owner role: every permission, never edited or deleted. */
  isOwner: z.boolean(),
  /** How many of the business's users hold it (invited ones included once they register). */
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleList = z.object({ items: z.array(ZRole) });
export type TRoleList = z.infer<typeof ZRoleList>;

/** One permission as the role editor shows it. */
export const ZPermissionInfo = z.object({
  permission: z.enum(businessPermissions),
  label: z.string(),
  group: z.string(),
  description: z.string(),
});
export type TPermissionInfo = z.infer<typeof ZPermissionInfo>;

export const ZPermissionCatalogue = z.object({ items: z.array(ZPermissionInfo) });
export type TPermissionCatalogue = z.infer<typeof ZPermissionCatalogue>;

/** A user holding a role, as the role page lists them. */
export const ZRoleUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
});
export const ZRoleUsers = z.object({ items: z.array(ZRoleUser) });
export type TRoleUsers = z.infer<typeof ZRoleUsers>;
