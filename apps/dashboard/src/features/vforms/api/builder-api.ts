/**
 * The builder's server state: the form, the palette and the settings panel's options, the estimated
 * charge and the activities, plus `sendOp`, which turns a save-queue op into its `api.vforms` call.
 */
import { useQuery } from '@tanstack/react-query';
import { VFORM_DEFAULTS } from '@verity/client';
import { api } from '../../../lib/api-client';
import type { ServerOp } from '../lib/builder/server-ops';
import { vformKeys } from './keys';

/**
 * The form being built. Read once for the builder's store; later refetches only refresh its status and
 * links (the store holds the edits), so a focus refetch never overwrites what is being typed.
 */
export function useBuilderTemplate(id: string) {
  return useQuery({
    queryKey: vformKeys.template(id),
    queryFn: async ({ signal }) => (await api.vforms.getTemplate(id, { signal })).data,
    refetchOnWindowFocus: false,
  });
}

export function useFieldTemplates() {
  return useQuery({
    queryKey: vformKeys.fieldTemplates(),
    queryFn: async ({ signal }) => (await api.vforms.fieldTemplates({ signal })).data.items,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFieldOptions() {
  return useQuery({
    queryKey: vformKeys.fieldOptions(),
    queryFn: async ({ signal }) => (await api.vforms.fieldOptions({ signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useBanners() {
  return useQuery({
    queryKey: vformKeys.banners(),
    queryFn: async ({ signal }) => (await api.vforms.banners({ signal })).data.items,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEstimatedCharge(id: string) {
  return useQuery({
    queryKey: vformKeys.estimatedCharge(id),
    queryFn: async ({ signal }) => (await api.vforms.estimatedCharge(id, { signal })).data,
  });
}

/** The form's last 10 activities, its field edits included. */
export function useActivities(id: string) {
  return useQuery({
    queryKey: vformKeys.activities(id),
    queryFn: async ({ signal }) =>
      (await api.audit.filter({ resource_id: id, limit: VFORM_DEFAULTS.activityLimit }, { signal })).data
        .items,
  });
}

/** Sends one op of the save queue; answers a new field's server id. */
export async function sendOp(
  templateId: string,
  op: ServerOp,
  serverId: (id: string) => string,
): Promise<string | undefined> {
  switch (op.kind) {
    case 'create':
      return (await api.vforms.createField(templateId, op.body)).data.id;
    case 'update':
      await api.vforms.updateField(templateId, serverId(op.id), op.body);
      return undefined;
    case 'delete':
      await api.vforms.deleteField(templateId, serverId(op.id));
      return undefined;
    case 'reorder':
      await api.vforms.reorderField(templateId, serverId(op.id), op.position);
      return undefined;
    case 'duplicate':
      return (await api.vforms.duplicateField(templateId, serverId(op.sourceId))).data.id;
    case 'template': {
      const { defaultPersonalInformationFieldId: piId, ...rest } = op.body;
      const body =
        piId === undefined ? rest : { ...rest, defaultPersonalInformationFieldId: piId && serverId(piId) };
      await api.vforms.updateTemplate(templateId, body);
      return undefined;
    }
  }
}
