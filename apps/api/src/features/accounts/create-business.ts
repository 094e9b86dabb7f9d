/**
 * Creates a business with its Owner role and default roles, and its first user: used by sign-up completion
 * and the seed; platform staff create one without a user and invite its owner.
 */
import { adminPermissions, businessPermissions, organizationPermissions } from '@verity/client';
import type { DbOrTx } from '../../db/database.js';
import { businesses, roles, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { defaultRoles } from './default-roles.js';

export interface NewBusiness {
  name: string;
  type: 'business' | 'admin';
  countryCode: string;
  currency: 'NGN' | 'USD';
  registrationNumber?: string | null;
  expectedChecksPerMonth?: number | null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  mobile?: string | null;
  countryCode?: string | null;
  gender?: 'male' | 'female' | 'other' | null;
  photo?: string | null;
  passwordHash: string;
  firstTimeLogin: boolean;
}

/** The owner of a business holds every business permission; the platform's admin owner every one. */
export function ownerPermissions(type: NewBusiness['type']): string[] {
  return type === 'admin'
    ? [...businessPermissions, ...adminPermissions, ...organizationPermissions]
    : [...businessPermissions];
}

/** A business with its Owner role and default roles, and no users yet (its owner is invited or inserted). */
export async function createBusinessWithRoles(db: DbOrTx, business: NewBusiness) {
  const businessId = newId();
  const ownerRoleId = newId();
  await db.insert(businesses).values({
    id: businessId,
    name: business.name,
    type: business.type,
    countryCode: business.countryCode,
    currency: business.currency,
    registrationNumber: business.registrationNumber ?? null,
    expectedChecksPerMonth: business.expectedChecksPerMonth ?? null,
  });
  await db.insert(roles).values({
    id: ownerRoleId,
    businessId,
    name: 'Owner',
    description: 'Full access to the business',
    permissions: ownerPermissions(business.type),
  });
  if (business.type === 'business')
    await db.insert(roles).values(
      defaultRoles.map((role) => ({
        id: newId(),
        businessId,
        name: role.name,
        description: role.description,
        permissions: [...role.permissions],
      })),
    );
  return { businessId, ownerRoleId };
}

export async function createBusinessWithOwner(db: DbOrTx, business: NewBusiness, owner: NewUser) {
  const { businessId, ownerRoleId: roleId } = await createBusinessWithRoles(db, business);
  const userId = newId();
  await insertUser(db, { id: userId, businessId, roleId }, owner);
  return { businessId, roleId, userId };
}

export async function insertUser(
  db: DbOrTx,
  ids: { id: string; businessId: string; roleId: string },
  user: NewUser,
): Promise<void> {
  await db.insert(users).values({
    ...ids,
    email: user.email.toLowerCase(),
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName ?? null,
    mobile: user.mobile ?? null,
    countryCode: user.countryCode ?? null,
    gender: user.gender ?? null,
    photo: user.photo ?? null,
    passwordHash: user.passwordHash,
    firstTimeLogin: user.firstTimeLogin,
  });
}
