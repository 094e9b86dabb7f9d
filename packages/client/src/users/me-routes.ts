/** The signed-in person's own account: the session check, their profile, password, environment, timezones. */
import { defineRoutes } from '../core/route-table.js';
import {
  ZChangePasswordRequest,
  ZMeResponse,
  ZSessionResponse,
  ZSwitchEnvironmentRequest,
  ZTimezonesResponse,
  ZUpdateMeRequest,
} from '../schemas/users.js';

const SESSION = { tenancy: 'session' } as const;
const userChange = { event: 'update', resource: 'user' } as const;

export const meRoutes = defineRoutes('user', {
  get: {
    method: 'GET',
    path: '/users/me',
    summary:
      "The session check: who is signed in, and their business's profile (null until a forced 2FA is set up)",
    access: SESSION,
    response: ZSessionResponse,
    allowWhile: ['two-factor-setup'],
  },
  update: {
    method: 'PUT',
    path: '/users/me',
    summary: "Changes the person's own profile and idle timeout (held to the business's cap)",
    access: SESSION,
    body: ZUpdateMeRequest,
    response: ZMeResponse,
    audit: userChange,
  },
  changePassword: {
    method: 'POST',
    path: '/users/me/password/change',
    summary: "Changes the person's password; their other devices are signed out",
    access: SESSION,
    body: ZChangePasswordRequest,
    response: ZMeResponse,
    // Rate-limited: a wrong current password's hit must stay, so the transaction opens after the check.
    audit: { ...userChange, ownTransaction: true },
    allowWhile: ['expired-password', 'first-login', 'two-factor-setup'],
    errors: ['rate_limited'],
  },
  switchEnvironment: {
    method: 'POST',
    path: '/users/settings/switch-environment',
    summary: 'Switches the person between live and sandbox (live without a body)',
    access: SESSION,
    body: ZSwitchEnvironmentRequest,
    response: ZMeResponse,
    audit: userChange,
  },
  timezones: {
    method: 'GET',
    path: '/users/settings/timezones',
    summary: 'Every timezone with its current offset, for the profile form',
    access: SESSION,
    response: ZTimezonesResponse,
  },
});
