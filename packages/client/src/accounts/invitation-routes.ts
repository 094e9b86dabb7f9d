/**
 * Team invitations: a member invites one address or several into a role they could grant themselves; the
 * mailed link is checked by the registration page and registers the person once, signing them in.
 */
import { defineRoutes } from '../core/route-table.js';
import {
  ZInvitationVerifyResponse,
  ZInviteAnswer,
  ZInviteUserRequest,
  ZRegisterRequest,
} from '../schemas/accounts.js';
import { ZLoginResponse } from '../schemas/auth.js';
import { ZTokenParams } from '../schemas/common.js';

const PUBLIC = { tenancy: 'public' } as const;

export const invitationRoutes = defineRoutes('user', {
  invite: {
    method: 'POST',
    path: '/businesses/users/invite',
    summary:
      'Invites one address (answers the invitation) or several (answers, address by address, which went out)',
    access: { tenancy: 'business', permissions: ['user:invite'] },
    body: ZInviteUserRequest,
    response: ZInviteAnswer,
    status: 201,
    audit: { event: 'create', resource: 'invitation' },
    errors: ['not_found', 'conflict', 'permission_missing'],
  },
  verify: {
    method: 'GET',
    path: '/businesses/users/token/:token/verify',
    summary: 'Checks an invitation link: the address, the business, the role and when it expires',
    access: PUBLIC,
    params: ZTokenParams,
    response: ZInvitationVerifyResponse,
  },
  register: {
    method: 'POST',
    path: '/businesses/users/register/:token',
    summary: 'Registers the invited person from their link and signs them in (a session and its cookie)',
    access: PUBLIC,
    params: ZTokenParams,
    body: ZRegisterRequest,
    response: ZLoginResponse,
    status: 201,
    audit: { event: 'create', resource: 'user' },
    errors: ['conflict'],
  },
});
