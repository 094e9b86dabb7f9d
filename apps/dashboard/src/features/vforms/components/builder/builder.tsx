/**
 * The form builder (/v-forms/{id}/edit/{panel}): header, the panels on the left, the canvas in the middle,
 * the estimated charge and the activities on the right. It owns the store of the open form: edits are
 * commands applied at once and saved 500 ms later; a failed save is shown and the form reloaded.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TVFormFieldTemplate, TVFormTemplate } from '@verity/client';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../../lib/api-client';
import { handleError } from '../../../../lib/handle-error';
import { sendOp, useFieldTemplates } from '../../api/builder-api';
import { vformKeys } from '../../api/keys';
import { fieldFromPalette, newFieldId, toPublicTemplate } from '../../lib/builder/builder-state';
import { type BuilderStoreApi, createBuilderStore } from '../../lib/builder/builder-store';
import { createStoreCache } from '../../lib/builder/store-cache';
import { ActivityPanel } from './activity-panel';
import { BuilderProvider, useBuilder, useBuilderContext } from './builder-context';
import { BuilderDnd } from './builder-dnd';
import { BuilderHeader } from './builder-header';
import { Canvas } from './canvas';
import { ChargePanel } from './charge-panel';
import { fieldTypeNames } from './field-labels';
import { FieldSettingsPanel } from './field-settings/field-settings-panel';
import { FormPreview } from './form-preview';
import { FormSettingsPanel } from './form-settings/form-settings-panel';
import { Palette } from './palette';
import { type BuilderPanel, PanelNav, panelPath } from './panel-nav';
import { useUndoShortcuts } from './use-undo-shortcuts';

export interface BuilderProps {
  /** The form as the server answered it (kept current by the template query: status, links). */
  template: TVFormTemplate;
  panel: BuilderPanel;
}

/** The open forms' stores: they outlive the remount each panel route causes (lib/builder/store-cache.ts). */
const stores = createStoreCache<BuilderStoreApi>((store) => void store.getState().flush());

/** Whether the builder of `id` is open (or was, a moment ago): its store holds the newest edits. */
export const hasOpenBuilder = (id: string) => stores.peek(id) !== undefined;

function createStoreFor(template: TVFormTemplate, queryClient: QueryClient): BuilderStoreApi {
  const id = template.id;
  const store: BuilderStoreApi = createBuilderStore(template, {
    send: (op, serverId) => sendOp(id, op, serverId),
    refreshCharge: () => queryClient.refetchQueries({ queryKey: vformKeys.estimatedCharge(id) }),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: vformKeys.activities(id) });
      void queryClient.invalidateQueries({ queryKey: vformKeys.template(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: vformKeys.lists() });
    },
    onError: (error) => {
      handleError(error);
      // The server is the truth: start again from what it has.
      void api.vforms
        .getTemplate(id)
        .then(({ data }) => {
          queryClient.setQueryData(vformKeys.template(id), data);
          store.getState().reset(data);
          void queryClient.invalidateQueries({ queryKey: vformKeys.estimatedCharge(id) });
        })
        .catch(handleError);
    },
  });
  return store;
}

export function Builder({ template, panel }: BuilderProps) {
  const queryClient = useQueryClient();
  const id = template.id;
  const [store] = useState(() => stores.acquire(id, () => createStoreFor(template, queryClient)));
  useEffect(() => {
    stores.retain(id);
    return () => stores.release(id);
  }, [id]);

  // Closing the tab with edits not yet saved asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.getState().saveStatus !== 'saved') event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);
  useUndoShortcuts(store);

  const value = useMemo(() => ({ store, template }), [store, template]);
  return (
    <BuilderProvider value={value}>
      <BuilderLayout panel={panel} />
    </BuilderProvider>
  );
}

function BuilderLayout({ panel }: { panel: BuilderPanel }) {
  const { store, template } = useBuilderContext();
  const [, navigate] = useLocation();
  const [previewing, setPreviewing] = useState(false);
  const palette = useFieldTemplates();
  const paletteLabel = (type: string) =>
    palette.data?.find((entry) => entry.type === type)?.label ??
    fieldTypeNames[type as keyof typeof fieldTypeNames] ??
    type;

  const add = (entry: TVFormFieldTemplate, position?: number) => {
    const { state, run } = store.getState();
    const field = fieldFromPalette(entry, newFieldId(), template.id);
    run({ name: 'addField', args: { field, position: position ?? state.order.length } });
  };
  const select = (fieldId: string) => {
    store.getState().select(fieldId);
    if (panel !== 'field-settings') navigate(panelPath(template.id, 'field-settings'));
  };

  return (
    <div className="flex flex-col gap-4">
      <BuilderHeader previewing={previewing} onTogglePreview={() => setPreviewing((on) => !on)} />
      <BuilderDnd paletteLabel={paletteLabel} onPaletteDrop={add}>
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_18rem]">
          <aside
            aria-label="Builder tools"
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:sticky lg:top-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <PanelNav templateId={template.id} current={panel} />
            {panel === 'add-fields' && <Palette onAdd={(entry) => add(entry)} />}
            {panel === 'field-settings' && <FieldSettingsPanel />}
            {panel === 'form-settings' && <FormSettingsPanel />}
          </aside>
          <section aria-label={previewing ? 'Form preview' : 'Form canvas'} className="min-w-0">
            {previewing ? <LivePreview /> : <Canvas onSelect={select} />}
          </section>
          <aside
            aria-label="Charge and activity"
            className="flex flex-col gap-4 lg:col-start-2 xl:col-start-auto"
          >
            <ChargePanel templateId={template.id} />
            <ActivityPanel templateId={template.id} />
          </aside>
        </div>
      </BuilderDnd>
    </div>
  );
}

/** The widget showing the builder's current form, edits included (not yet saved ones too). */
function LivePreview() {
  const { template } = useBuilderContext();
  const state = useBuilder((store) => store.state);
  const preview = useMemo(() => toPublicTemplate(state, template), [state, template]);
  return <FormPreview formId={template.id} template={preview} />;
}
