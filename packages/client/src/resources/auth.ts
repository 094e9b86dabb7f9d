import { path } from '../core/path.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import type {
  TCompleteAccountCodeRequest,
  TCompleteAccountRequest,
  TCompleteAccountResponse,
  TCreateAccountResponse,
  TCreateBusinessAccountRequest,
  TCreateUserAccountRequest,
  TInvitationVerifyResponse,
  TRegisterRequest,
} from '../schemas/accounts.js';
import type {
  TLoginRequest,
  TLoginResponse,
  TLookupRequest,
  TLookupResponse,
  TPasswordResetConfirmRequest,
  TPasswordResetRequest,
  TPasswordTokenVerifyResponse,
  TTwoFactorCodeSendRequest,
  TTwoFactorCodeSendResponse,
  TTwoFactorLoginRequest,
} from '../schemas/auth.js';

/** Signed-out calls: look-up, login, 2FA login, password reset, sign-up and invitations. */
export class AuthResource {
  constructor(private readonly t: Transport) {}

  lookup(body: TLookupRequest, options?: RequestOptions) {
    return this.t.json<TLookupResponse>({
      service: 'user',
      method: 'POST',
      path: '/auth/lookup',
      body,
      options,
    });
  }
  login(body: TLoginRequest, options?: RequestOptions) {
    return this.t.json<TLoginResponse>({
      service: 'user',
      method: 'POST',
      path: '/auth/login',
      body,
      options,
    });
  }
  /** Revokes the current session. */
  logout(options?: RequestOptions) {
    return this.t.json<null>({ service: 'user', method: 'POST', path: '/auth/logout', options });
  }
  twoFactorLogin(body: TTwoFactorLoginRequest, options?: RequestOptions) {
    return this.t.json<TLoginResponse>({
      service: 'user',
      method: 'POST',
      path: '/auth/2fa/login',
      body,
      options,
    });
  }
  sendTwoFactorCode(body: TTwoFactorCodeSendRequest, options?: RequestOptions) {
    return this.t.json<TTwoFactorCodeSendResponse>({
      service: 'user',
      method: 'POST',
      path: '/auth/2fa/code/send',
      body,
      options,
    });
  }
  requestPasswordReset(body: TPasswordResetRequest, options?: RequestOptions) {
    return this.t.json<null>({
      service: 'user',
      method: 'POST',
      path: '/auth/password/reset',
      body,
      options,
    });
  }
  verifyPasswordResetToken(token: string, options?: RequestOptions) {
    return this.t.json<TPasswordTokenVerifyResponse>({
      service: 'user',
      method: 'GET',
      path: path`/auth/password/token/${token}/verify`,
      options,
    });
  }
  resetPassword(token: string, body: TPasswordResetConfirmRequest, options?: RequestOptions) {
    return this.t.json<null>({
      service: 'user',
      method: 'POST',
      path: path`/auth/token/${token}/password/reset`,
      body,
      options,
    });
  }
  createBusinessAccount(body: TCreateBusinessAccountRequest, options?: RequestOptions) {
    return this.t.json<TCreateAccountResponse>({
      service: 'user',
      method: 'POST',
      path: '/businesses/account/create',
      body,
      options,
    });
  }
  updatePendingAccount(body: TCreateUserAccountRequest, options?: RequestOptions) {
    return this.t.json<TCreateAccountResponse>({
      service: 'user',
      method: 'POST',
      path: '/users/account/create',
      body,
      options,
    });
  }
  completeAccount(accountCreationToken: string, body: TCompleteAccountRequest, options?: RequestOptions) {
    return this.t.json<TCompleteAccountResponse>({
      service: 'user',
      method: 'POST',
      path: path`/businesses/account/${accountCreationToken}/complete`,
      body,
      options,
    });
  }
  /** The second form of completion in the spec: `{ code }` instead of `{ otp }`. */
  completeAccountWithCode(
    accountCreationToken: string,
    body: TCompleteAccountCodeRequest,
    options?: RequestOptions,
  ) {
    return this.t.json<TCompleteAccountResponse>({
      service: 'user',
      method: 'POST',
      path: path`/businesses/${accountCreationToken}/complete`,
      body,
      options,
    });
  }
  verifyInvitation(token: string, options?: RequestOptions) {
    return this.t.json<TInvitationVerifyResponse>({
      service: 'user',
      method: 'GET',
      path: path`/businesses/users/token/${token}/verify`,
      options,
    });
  }
  register(token: string, body: TRegisterRequest, options?: RequestOptions) {
    return this.t.json<TLoginResponse>({
      service: 'user',
      method: 'POST',
      path: path`/businesses/users/register/${token}`,
      body,
      options,
    });
  }
}
