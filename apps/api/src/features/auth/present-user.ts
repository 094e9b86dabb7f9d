import { cappedSessionTimeout, type TUser } from '@verity/client';
import type { AppContext } from '../../context.js';
import { presentFileUrl } from '../media/file-links.js';
import type { BusinessRow, RoleRow, UserRow } from './authenticate.js';
import { passwordExpiresAt } from './authenticate.js';

/** The user as the API shows it: never the hash, the secrets or the tokens. */
export function presentUser(
  ctx: AppContext,
  parts: { user: UserRow; role: RoleRow; business: BusinessRow },
  twoFactorLoginToken: string | null = null,
): TUser {
  const { user, role, business } = parts;
  return {
    id: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    countryCode: user.countryCode,
    gender: user.gender,
    // An uploaded photo's `location` needs a token an <img> cannot send: hand out a signed link.
    photo: presentFileUrl(ctx, user.photo, business.id),
    environment: user.environment,
    firstTimeLogin: user.firstTimeLogin,
    force2FA: business.force2FA,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    twoFactorLoginToken,
    businessType: business.type,
    settings: {
      sessionTimeoutInMinutes: cappedSessionTimeout(
        user.sessionTimeoutInMinutes,
        business.maxSessionTimeoutInMinutes,
      ),
      maxSessionTimeoutInMinutes: business.maxSessionTimeoutInMinutes,
    },
    role: { id: role.id, name: role.name, permissions: role.permissions },
    business: { id: business.id, name: business.name, registrationNumber: business.registrationNumber },
    passwordExpiresAt: passwordExpiresAt(ctx, user).toISOString(),
    createdAt: user.createdAt.toISOString(),
  };
}
