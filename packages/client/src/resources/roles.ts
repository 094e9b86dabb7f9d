import { path } from '../core/path.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type {
  TPermissionCatalogue,
  TRole,
  TRoleList,
  TRoleRequest,
  TRoleUsers,
} from '../team/role-schemas.js';

/** Roles (spec/platform.md §7 Roles and users): the business's roles, their permissions and holders. */
export class RolesResource {
  constructor(private readonly t: Transport) {}

  list(options?: RequestOptions) {
    return this.t.json<TRoleList>({ service: 'user', method: 'GET', path: '/roles', options });
  }
  get(id: string, options?: RequestOptions) {
    return this.t.json<TRole>({ service: 'user', method: 'GET', path: path`/roles/${id}`, options });
  }
  users(id: string, options?: RequestOptions) {
    return this.t.json<TRoleUsers>({
      service: 'user',
      method: 'GET',
      path: path`/roles/${id}/users`,
      options,
    });
  }
  /** Every business permission with its label, group and description, for the role editor. */
  permissions(options?: RequestOptions) {
    return this.t.json<TPermissionCatalogue>({
      service: 'user',
      method: 'GET',
      path: '/roles/business/permissions',
      options,
    });
  }
  /** 409 when the business has a role of that name; 403 naming a permission the caller does not hold. */
  create(body: TRoleRequest, options?: RequestOptions) {
    return this.t.json<TRole>({ service: 'user', method: 'POST', path: '/roles', body, options });
  }
  /**
   * Holders get the new permissions on their next request. The Owner role cannot be changed (403), nor a
   * role holding a permission the caller lacks (403).
   */
  update(id: string, body: TRoleRequest, options?: RequestOptions) {
    return this.t.json<TRole>({ service: 'user', method: 'PUT', path: path`/roles/${id}`, body, options });
  }
  /** 409 while users hold the role; the Owner role, or one stronger than the caller's, cannot be deleted (403). */
  delete(id: string, options?: RequestOptions) {
    return this.t.json<TRole>({ service: 'user', method: 'DELETE', path: path`/roles/${id}`, options });
  }
}
