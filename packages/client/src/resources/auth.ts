import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  accountsRouteAddresses as accountRoutes,
  invitationsRouteAddresses as invitationRoutes,
  loginRouteAddresses as loginRoutes,
  passwordResetRouteAddresses as passwordResetRoutes,
} from '../route-addresses.generated.js';
import type {
  TCompleteAccountCodeRequest,
  TCompleteAccountRequest,
  TCreateBusinessAccountRequest,
  TCreateUserAccountRequest,
  TRegisterRequest,
} from '../schemas/accounts.js';
import type {
  TLoginRequest,
  TLookupRequest,
  TPasswordResetConfirmRequest,
  TPasswordResetRequest,
  TTwoFactorCodeSendRequest,
  TTwoFactorLoginRequest,
} from '../schemas/auth.js';

/** Signed-out calls: look-up, login, 2FA login, password reset, sign-up and invitations. */
export class AuthResource {
  constructor(private readonly t: Transport) {}

  lookup(body: TLookupRequest, options?: RequestOptions) {
    return callRoute(this.t, loginRoutes.lookup, { body }, options);
  }
  login(body: TLoginRequest, options?: RequestOptions) {
    return callRoute(this.t, loginRoutes.login, { body }, options);
  }
  /** Revokes the current session. */
  logout(options?: RequestOptions) {
    return callRoute(this.t, loginRoutes.logout, {}, options);
  }
  twoFactorLogin(body: TTwoFactorLoginRequest, options?: RequestOptions) {
    return callRoute(this.t, loginRoutes.twoFactorLogin, { body }, options);
  }
  sendTwoFactorCode(body: TTwoFactorCodeSendRequest, options?: RequestOptions) {
    return callRoute(this.t, loginRoutes.sendTwoFactorCode, { body }, options);
  }
  requestPasswordReset(body: TPasswordResetRequest, options?: RequestOptions) {
    return callRoute(this.t, passwordResetRoutes.request, { body }, options);
  }
  verifyPasswordResetToken(token: string, options?: RequestOptions) {
    return callRoute(this.t, passwordResetRoutes.verifyToken, { params: { token } }, options);
  }
  resetPassword(token: string, body: TPasswordResetConfirmRequest, options?: RequestOptions) {
    return callRoute(this.t, passwordResetRoutes.reset, { params: { token }, body }, options);
  }
  createBusinessAccount(body: TCreateBusinessAccountRequest, options?: RequestOptions) {
    return callRoute(this.t, accountRoutes.createBusinessAccount, { body }, options);
  }
  updatePendingAccount(body: TCreateUserAccountRequest, options?: RequestOptions) {
    return callRoute(this.t, accountRoutes.updatePendingAccount, { body }, options);
  }
  completeAccount(accountCreationToken: string, body: TCompleteAccountRequest, options?: RequestOptions) {
    return callRoute(
      this.t,
      accountRoutes.complete,
      { params: { token: accountCreationToken }, body },
      options,
    );
  }
  /** The second form of completion: `{ code }` instead of `{ otp }`. */
  completeAccountWithCode(
    accountCreationToken: string,
    body: TCompleteAccountCodeRequest,
    options?: RequestOptions,
  ) {
    return callRoute(
      this.t,
      accountRoutes.completeWithCode,
      { params: { token: accountCreationToken }, body },
      options,
    );
  }
  verifyInvitation(token: string, options?: RequestOptions) {
    return callRoute(this.t, invitationRoutes.verify, { params: { token } }, options);
  }
  register(token: string, body: TRegisterRequest, options?: RequestOptions) {
    return callRoute(this.t, invitationRoutes.register, { params: { token }, body }, options);
  }
}
