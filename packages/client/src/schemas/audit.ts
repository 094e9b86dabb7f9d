/** The audit log and its filters. */
import { z } from 'zod';

export const auditEvents = ['create', 'update', 'delete', 'login', 'logout'] as const;
export type TAuditEvent = (typeof auditEvents)[number];

/** One field a write changed: its value before and after (JSON values; absent ones are null). */
export const ZAuditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditLog = z.object({
  id: z.string(),
  businessId: z.string(),
  event: z.enum(auditEvents),
  resource: z.string(),
  resourceId: z.string().nullable(),
  description: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  /** The request's User-Agent header, as sent (trimmed to 512 characters). */
  userAgent: z.string().nullable(),
  /** What the write changed, field by field (secrets never appear); null where it recorded none. */
  changes: z.array(ZAuditChange).nullable(),
  createdAt: z.string(),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

const date = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${field} field should be a date (YYYY-MM-DD)` });

export const ZAuditLogQuery = z.strictObject({
  page: z.coerce.number({ error: 'The page field should be a number' }).int().min(1).default(1),
  limit: z.coerce.number({ error: 'The limit field should be a number' }).int().min(1).max(100).default(20),
  event: z
    .enum(auditEvents, { error: `The event field should be one of ${auditEvents.join(', ')}` })
    .optional(),
  resource: z.string().max(64).optional(),
  /** One record's history, e.g. a vForm's activities (its field edits are filed under it too). */
  resource_id: z.string().max(64).optional(),
  user_id: z.string().max(64).optional(),
  start_date: date('start date').optional(),
  end_date: date('end date').optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditEventsAndResources = z.object({
  events: z.array(z.string()),
  resources: z.array(z.string()),
});
export type TAuditEventsAndResources = z.infer<typeof ZAuditEventsAndResources>;
