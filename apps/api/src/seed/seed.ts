/**
 * Demo accounts for `npm start` and the browser tests. Idempotent: an account that exists is left as it
 * is, so restarting never resets anyone's password or data. Never runs with NODE_ENV=production.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businesses, organizations, roles, users } from '../db/schema.js';
import { createBusinessWithOwner, insertUser } from '../features/accounts/create-business.js';
import { adjustWallet } from '../features/billing/wallet-charges.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { seedIdentityHistory } from './seed-identity-history.js';
import { seedDemoVForm } from './seed-vform-demo.js';
import { seedVFormPresets } from './seed-vform-presets.js';

export const seedAccounts = {
  admin: 'admin@verity.local',
  acmeOwner: 'owner@acme.local',
  acmeAnalyst: 'analyst@acme.local',
  globexOwner: 'owner@globex.local',
  acmeBranch: 'branch@acme.local',
} as const;

export interface SeedOptions {
  /** About 5,000 past identity checks for Acme (on by default; API tests that don't need them skip it). */
  identityHistory?: boolean;
}

/** Acme starts with ₦500,000 in its wallet so live checks can run; Globex with nothing (402 paths). */
export const ACME_WALLET_KOBO = 50_000_000;

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/**
 * Acme and Globex are past activation (their owners run live checks in the demo and the tests); a new
 * sign-up starts not activated. Also lifts demo data made before activation existed.
 */
async function activateDemoBusinesses(db: Db): Promise<void> {
  const owners = [seedAccounts.acmeOwner, seedAccounts.globexOwner];
  await db
    .update(businesses)
    .set({ status: 'activated', activatedAt: new Date() })
    .where(
      and(
        eq(businesses.status, 'not_activated'),
        inArray(
          businesses.id,
          db.select({ id: users.businessId }).from(users).where(inArray(users.email, owners)),
        ),
      ),
    );
}

export async function seed(db: Db, password: string, options: SeedOptions = {}): Promise<string[]> {
  const created: string[] = [];
  const passwordHash = await hashPassword(password);
  const owner = (email: string, firstName: string, lastName: string) => ({
    email,
    firstName,
    lastName,
    mobile: '08030000000',
    countryCode: 'NG',
    passwordHash,
    firstTimeLogin: false,
  });

  if (!(await exists(db, seedAccounts.admin))) {
    await createBusinessWithOwner(
      db,
      { name: 'Verity', type: 'admin', countryCode: 'NG', currency: 'NGN' },
      owner(seedAccounts.admin, 'Ada', 'Admin'),
    );
    created.push(seedAccounts.admin);
  }

  if (!(await exists(db, seedAccounts.acmeOwner))) {
    await db.transaction(async (tx) => {
      const acme = await createBusinessWithOwner(
        tx,
        {
          name: 'Acme Ltd',
          type: 'business',
          countryCode: 'NG',
          currency: 'NGN',
          registrationNumber: 'RC1234567',
        },
        owner(seedAccounts.acmeOwner, 'Ola', 'Owner'),
      );
      // The demo's analyst sees customer verification only: Acme narrowed its default Analyst role.
      const [analystRole] = await tx
        .update(roles)
        .set({ description: 'Views customer verifications', permissions: ['identity:view'] })
        .where(and(eq(roles.businessId, acme.businessId), eq(roles.name, 'Analyst')))
        .returning({ id: roles.id });
      const analystRoleId = analystRole?.id ?? '';
      const analystId = newId();
      await insertUser(
        tx,
        { id: analystId, businessId: acme.businessId, roleId: analystRoleId },
        owner(seedAccounts.acmeAnalyst, 'Ade', 'Analyst'),
      );
      // An organization (a branch) with its own staff member, who sees only the branch's checks.
      const organizationId = newId();
      await tx.insert(organizations).values({
        id: organizationId,
        businessId: acme.businessId,
        name: 'Acme Lagos Branch',
        email: seedAccounts.acmeBranch,
      });
      const branchRoleId = newId();
      await tx.insert(roles).values({
        id: branchRoleId,
        businessId: acme.businessId,
        name: 'Branch Officer',
        description: 'Runs and views checks and vForms for the Lagos branch',
        permissions: [
          'identity:view',
          'organization:identity:view',
          'organization:view',
          'vform:view',
          'organization:vforms:view',
        ],
      });
      const branchUserId = newId();
      await insertUser(
        tx,
        { id: branchUserId, businessId: acme.businessId, roleId: branchRoleId },
        owner(seedAccounts.acmeBranch, 'Bisi', 'Branch'),
      );
      await tx.update(users).set({ organizationId }).where(eq(users.id, branchUserId));
      await adjustWallet(tx, {
        businessId: acme.businessId,
        amount: ACME_WALLET_KOBO,
        currency: 'NGN',
        description: 'Demo funds',
        createdAt: new Date(),
      });
      if (options.identityHistory ?? true)
        await seedIdentityHistory(tx, {
          businessId: acme.businessId,
          organizationId,
          requesters: [
            { id: acme.userId, name: 'Ola Owner', organizationId: null },
            { id: analystId, name: 'Ade Analyst', organizationId: null },
            { id: branchUserId, name: 'Bisi Branch', organizationId },
          ],
        });
    });
    created.push(seedAccounts.acmeOwner, seedAccounts.acmeAnalyst, seedAccounts.acmeBranch);
  }

  if (!(await exists(db, seedAccounts.globexOwner))) {
    await createBusinessWithOwner(
      db,
      {
        name: 'Globex Ltd',
        type: 'business',
        countryCode: 'NG',
        currency: 'NGN',
        registrationNumber: 'RC7654321',
      },
      owner(seedAccounts.globexOwner, 'Gbenga', 'Owner'),
    );
    created.push(seedAccounts.globexOwner);
  }
  await activateDemoBusinesses(db);
  await seedVFormPresets(db);
  await seedDemoVForm(db, seedAccounts.acmeOwner);
  return created;
}
