import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import { rolesRouteAddresses as routes } from '../route-addresses.generated.js';
import type { TRoleRequest } from '../team/role-schemas.js';

/** Roles: the business's roles, their permissions and holders. */
export class RolesResource {
  constructor(private readonly t: Transport) {}

  list(options?: RequestOptions) {
    return callRoute(this.t, routes.list, {}, options);
  }
  get(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.get, { params: { id } }, options);
  }
  users(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.users, { params: { id } }, options);
  }
  /** Every business permission with its label, group and description, for the role editor. */
  permissions(options?: RequestOptions) {
    return callRoute(this.t, routes.permissions, {}, options);
  }
  /** 409 when the business has a role of that name; 403 naming a permission the caller does not hold. */
  create(body: TRoleRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.create, { body }, options);
  }
  /**
   * Holders get the new permissions on their next request. The Owner role cannot be changed (403), nor a
   * role holding a permission the caller lacks (403).
   */
  update(id: string, body: TRoleRequest, options?: RequestOptions) {
    return callRoute(this.t, routes.update, { params: { id }, body }, options);
  }
  /** 409 while users hold the role; the Owner role, or one stronger than the caller's, cannot be deleted (403). */
  delete(id: string, options?: RequestOptions) {
    return callRoute(this.t, routes.delete, { params: { id } }, options);
  }
}
