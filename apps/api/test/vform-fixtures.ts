/**
 * vForm rows written straight into the test database: templates and fields without going through the
 * builder's routes, plus the helpers the public and responses suites share (submitting, multipart).
 */
import {
  defaultVFormSettings,
  type TVFormFieldSettings,
  type TVFormSettings,
  type VFormFieldType,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { users, vformFields, vformTemplates } from '../src/db/schema.js';
import type { AppInstance } from '../src/http/app-instance.js';
import { newId } from '../src/lib/ids.js';

export const vform = (path: string) => `/api/vform/v1${path}`;

export interface Owner {
  userId: string;
  businessId: string;
  organizationId: string | null;
}

export async function ownerOf(app: AppInstance, email: string): Promise<Owner> {
  const [row] = await app.ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return { userId: row.id, businessId: row.businessId, organizationId: row.organizationId };
}

export interface TemplateSeed {
  owner?: Owner | null;
  title?: string;
  kind?: 'VFormTemplate' | 'PresetVFormTemplate';
  status?: 'published' | 'unpublished' | 'archived';
  environment?: 'sandbox' | 'live';
  presetId?: string | null;
  entries?: number;
  settings?: Partial<TVFormSettings>;
}

export async function insertTemplate(app: AppInstance, seed: TemplateSeed = {}): Promise<string> {
  const id = newId();
  const title = seed.title ?? `Form ${id.slice(-6)}`;
  const { allowedEntries = null, ...settings } = { ...defaultVFormSettings(title), ...seed.settings };
  const now = app.ctx.now();
  await app.ctx.db.insert(vformTemplates).values({
    id,
    businessId: seed.owner?.businessId ?? null,
    organizationId: seed.owner?.organizationId ?? null,
    createdBy: seed.owner?.userId ?? null,
    kind: seed.kind ?? 'VFormTemplate',
    environment: seed.environment ?? 'sandbox',
    presetId: seed.presetId ?? null,
    status: seed.status ?? 'published',
    title,
    searchTitle: title.toLowerCase(),
    settings,
    entries: seed.entries ?? 0,
    allowedEntries,
    publishedAt: (seed.status ?? 'published') === 'published' ? now : null,
  });
  return id;
}

export type FieldSeed = { type: VFormFieldType; label: string } & TVFormFieldSettings;

/** Adds fields in order; answers their ids in the same order. */
export async function insertFields(
  app: AppInstance,
  templateId: string,
  fields: readonly FieldSeed[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, { type, label, ...settings }] of fields.entries()) {
    const id = newId();
    await app.ctx.db.insert(vformFields).values({ id, templateId, position, type, label, settings });
    ids.push(id);
  }
  return ids;
}

/** A NIN verification field, as the builder sets one up. */
export const ninField = (label = 'NIN verification'): FieldSeed => ({
  type: 'identity-verification',
  label,
  required: true,
  country: 'ng',
  verificationType: 'nin',
  performVerification: true,
});

export interface SubmitOptions {
  ip?: string;
  captcha?: string;
  accessId?: string;
  tracking?: Record<string, string>;
  startTimeInMilliSeconds?: number;
}

export async function submit(
  app: AppInstance,
  templateId: string,
  fields: Record<string, unknown>,
  options: SubmitOptions = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: vform(`/v-forms/${templateId}`),
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: {
      fields,
      startTimeInMilliSeconds: options.startTimeInMilliSeconds ?? app.ctx.now().getTime() - 30_000,
      ...(options.captcha === undefined ? {} : { captcha: options.captcha }),
      ...(options.accessId === undefined ? {} : { accessId: options.accessId }),
      ...(options.tracking === undefined ? {} : { tracking: options.tracking }),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      message: string;
      name?: string;
      data: {
        id: string;
        /** Only when the form's confirmation.showVerificationResult is on. */
        status?: string;
        verifications?: Array<{ fieldId: string; verified: boolean }>;
        confirmation: { title: string; message: string; showVerificationResult: boolean };
        redirectToWebsite: string | null;
      };
      fieldErrors?: Record<string, string>;
    },
  };
}

/** A GET or POST with the envelope parsed, from a chosen address. */
export async function fromIp<T = unknown>(
  app: AppInstance,
  method: 'GET' | 'POST',
  url: string,
  ip: string,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: T } };
}

export function multipartFile(
  name: string,
  content: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = '----verity-vform-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
