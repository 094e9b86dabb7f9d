/**
 * What the builder sends the server, one call each (api/builder-api.ts turns them into `api.vforms.*`).
 * Field ids are the builder's: a field added in this session has a local id the queue maps to the server's.
 */
import type {
  TCreateVFormFieldRequest,
  TUpdateVFormFieldRequest,
  TUpdateVFormTemplateRequest,
} from '@verity/client';

export type ServerOp =
  | { kind: 'create'; id: string; body: TCreateVFormFieldRequest }
  | { kind: 'update'; id: string; body: TUpdateVFormFieldRequest }
  | { kind: 'delete'; id: string }
  | { kind: 'reorder'; id: string; position: number }
  /** `id` is the copy's local id; the server answers its real one. */
  | { kind: 'duplicate'; id: string; sourceId: string }
  | { kind: 'template'; body: TUpdateVFormTemplateRequest };

/** The field ids an op names (none for a template update). */
export function fieldIdsOf(op: ServerOp): string[] {
  switch (op.kind) {
    case 'template':
      return [];
    case 'duplicate':
      return [op.id, op.sourceId];
    default:
      return [op.id];
  }
}
