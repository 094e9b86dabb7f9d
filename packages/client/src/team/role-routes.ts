/**
 * Roles: the business's roles with how many hold each, the permission catalogue for the editor, and custom
 * roles made, changed and deleted. A name is unique in its business, look-alikes included (409); the Owner
 * role is never changed or deleted (403); a role users hold is not deleted (409); nobody gives a role, or
 * changes one that holds, a permission they do not hold (403).
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import { ZPermissionCatalogue, ZRole, ZRoleList, ZRoleRequest, ZRoleUsers } from './role-schemas.js';

const VIEW = { tenancy: 'business', permissions: ['user:view'] } as const;
const MANAGE = { tenancy: 'business', permissions: ['user:manage'] } as const;

export const roleRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/roles',
    summary: "The business's roles, Owner first, with how many users hold each",
    access: VIEW,
    response: ZRoleList,
  },
  permissions: {
    method: 'GET',
    path: '/roles/business/permissions',
    summary: 'Every business permission with its label, group and description',
    access: VIEW,
    response: ZPermissionCatalogue,
  },
  get: {
    method: 'GET',
    path: '/roles/:id',
    summary: 'A role with its permissions',
    access: VIEW,
    params: ZIdParams,
    response: ZRole,
  },
  users: {
    method: 'GET',
    path: '/roles/:id/users',
    summary: 'The users who hold a role',
    access: VIEW,
    params: ZIdParams,
    response: ZRoleUsers,
  },
  create: {
    method: 'POST',
    path: '/roles',
    summary: 'Makes a custom role',
    access: MANAGE,
    body: ZRoleRequest,
    response: ZRole,
    status: 201,
    audit: { event: 'create', resource: 'role' },
    errors: ['conflict', 'permission_missing'],
  },
  update: {
    method: 'PUT',
    path: '/roles/:id',
    summary: "Changes a role's name, description and permissions; holders see them on their next request",
    access: { ...MANAGE, actsOn: 'role' },
    params: ZIdParams,
    body: ZRoleRequest,
    response: ZRole,
    audit: { event: 'update', resource: 'role' },
    errors: ['conflict', 'forbidden', 'permission_missing', 'not_found'],
  },
  delete: {
    method: 'DELETE',
    path: '/roles/:id',
    summary: 'Deletes a role nobody holds and no pending invitation offers',
    access: { ...MANAGE, actsOn: 'role' },
    params: ZIdParams,
    response: ZRole,
    audit: { event: 'delete', resource: 'role' },
    errors: ['conflict', 'forbidden', 'permission_missing', 'not_found'],
  },
});
