/**
 * Records the browser tests need that no seeded account may make through the API: a form made by a
 * member of an organization (which takes their organization, as the builder's create route does) when
 * their role has no vform:view of its own; a role holding an organization's permission beside a business
 * one (the API gives a role business permissions only, and an organization's staff the organization role).
 */
import { defaultVFormSettings } from '@verity/client';
import { eq } from 'drizzle-orm';
import { roles, users } from '../db/schema.js';
import { createTemplate } from '../features/vforms/create-template.js';
import type { AppInstance } from '../http/app-instance.js';

/** A published form with one required email question (the respondent's), made by `email`; its ids. */
export async function createVFormAs(
  app: AppInstance,
  email: string,
  title: string,
): Promise<{ templateId: string; fieldId: string }> {
  const [user] = await app.ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`no user ${email}`);
  const { template, fields } = await createTemplate(
    app.ctx.db,
    {
      kind: 'VFormTemplate',
      status: 'published',
      businessId: user.businessId,
      organizationId: user.organizationId,
      createdBy: user.id,
      environment: user.environment,
      presetId: null,
      settings: defaultVFormSettings(title),
      fields: [{ type: 'email', label: 'Email address', settings: { required: true } }],
    },
    app.ctx.now(),
  );
  const [field] = fields;
  if (!field) throw new Error('the form has no field');
  return { templateId: template.id, fieldId: field.id };
}

/** Adds `permissions` to the role `email` holds; its holders have them on their next request. */
export async function grantPermissionsTo(app: AppInstance, email: string, permissions: readonly string[]) {
  const [user] = await app.ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`no user ${email}`);
  const [role] = await app.ctx.db.select().from(roles).where(eq(roles.id, user.roleId)).limit(1);
  const held = new Set([...(role?.permissions ?? []), ...permissions]);
  await app.ctx.db
    .update(roles)
    .set({ permissions: [...held] })
    .where(eq(roles.id, user.roleId));
  app.ctx.authCache.forgetRole(user.roleId);
}
