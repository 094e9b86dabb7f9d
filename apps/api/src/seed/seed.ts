/**
 * Demo accounts for `npm start` and the browser tests. Idempotent: an account that exists is left as it
 * is, so restarting never resets anyone's password or data. Never runs with NODE_ENV=production.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roles, users } from '../db/schema.js';
import { createBusinessWithOwner, insertUser } from '../features/accounts/create-business.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';

export const seedAccounts = {
  admin: 'admin@verity.local',
  acmeOwner: 'owner@acme.local',
  acmeAnalyst: 'analyst@acme.local',
  globexOwner: 'owner@globex.local',
} as const;

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function seed(db: Db, password: string): Promise<string[]> {
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
      const analystRoleId = newId();
      await tx.insert(roles).values({
        id: analystRoleId,
        businessId: acme.businessId,
        name: 'Analyst',
        description: 'Views customer verifications',
        permissions: ['identity:view'],
      });
      await insertUser(
        tx,
        { id: newId(), businessId: acme.businessId, roleId: analystRoleId },
        owner(seedAccounts.acmeAnalyst, 'Ade', 'Analyst'),
      );
    });
    created.push(seedAccounts.acmeOwner, seedAccounts.acmeAnalyst);
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
  return created;
}
