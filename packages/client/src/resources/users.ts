import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  meRouteAddresses as meRoutes,
  twoFactorRouteAddresses as twoFactorRoutes,
} from '../route-addresses.generated.js';
import type { TOtpRequest, TTwoFactorCodeRequest, TTwoFactorPhoneRequest } from '../schemas/two-factor.js';
import type {
  TChangePasswordRequest,
  TSwitchEnvironmentRequest,
  TUpdateMeRequest,
} from '../schemas/users.js';

/** The signed-in user's own account. */
export class UsersResource {
  readonly twoFactor: TwoFactorResource;
  constructor(private readonly t: Transport) {
    this.twoFactor = new TwoFactorResource(t);
  }

  /** The signed-in user and their business's profile (null until a forced 2FA set-up is done). */
  me(options?: RequestOptions) {
    return callRoute(this.t, meRoutes.get, {}, options);
  }
  updateMe(body: TUpdateMeRequest, options?: RequestOptions) {
    return callRoute(this.t, meRoutes.update, { body }, options);
  }
  changePassword(body: TChangePasswordRequest, options?: RequestOptions) {
    return callRoute(this.t, meRoutes.changePassword, { body }, options);
  }
  /** No body switches to live. */
  switchEnvironment(body: TSwitchEnvironmentRequest = {}, options?: RequestOptions) {
    return callRoute(this.t, meRoutes.switchEnvironment, { body }, options);
  }
  timezones(options?: RequestOptions) {
    return callRoute(this.t, meRoutes.timezones, {}, options);
  }
}

export class TwoFactorResource {
  constructor(private readonly t: Transport) {}

  initiate(options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.initiate, {}, options);
  }
  activate(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.activate, { body }, options);
  }
  deactivate(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.deactivate, { body }, options);
  }
  regenerateRecoveryCodes(body: TTwoFactorCodeRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.regenerateRecoveryCodes, { body }, options);
  }
  setPhone(body: TTwoFactorPhoneRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.setPhone, { body }, options);
  }
  verifyPhone(body: TOtpRequest, options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.verifyPhone, { body }, options);
  }
  removePhone(options?: RequestOptions) {
    return callRoute(this.t, twoFactorRoutes.removePhone, {}, options);
  }
}
