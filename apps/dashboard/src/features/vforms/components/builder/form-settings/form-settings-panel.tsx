/**
 * The form-settings panel: every template setting, grouped. Each change is an updateSettings command: only
 * the changed settings are sent.
 */
import { type TVFormSettings, ZVFormSettings } from '@verity/client';
import { useBuilder, useBuilderActions } from '../builder-context';
import { checkWith, DraftTextField, SettingsGroup } from '../controls';
import { AccessSettings } from './access-settings';
import { AfterSubmitSettings } from './after-submit-settings';
import { AppearanceSettings } from './appearance-settings';
import { ImageSettings } from './image-settings';
import { PaginationSettings } from './pagination-settings';
import { PreviewImageSettings } from './preview-image-settings';

const checkTitle = checkWith(ZVFormSettings.shape.title);
const checkDescription = checkWith(ZVFormSettings.shape.description);

export type SetSettings = (patch: Partial<TVFormSettings>) => void;

export function FormSettingsPanel() {
  const settings = useBuilder((store) => store.state.settings);
  const { run } = useBuilderActions();
  const set: SetSettings = (patch) => run({ name: 'updateSettings', args: { patch } });
  return (
    <div className="flex flex-col gap-4">
      <SettingsGroup title="Form">
        <DraftTextField
          label="Form title"
          value={settings.title}
          check={checkTitle}
          onCommit={(title) => set({ title })}
        />
        <DraftTextField
          label="Form description"
          multiline
          value={settings.description}
          check={checkDescription}
          onCommit={(description) => set({ description })}
        />
      </SettingsGroup>
      <AppearanceSettings settings={settings} set={set} />
      <ImageSettings settings={settings} set={set} />
      <PreviewImageSettings settings={settings} set={set} />
      <PaginationSettings settings={settings} set={set} />
      <AccessSettings settings={settings} set={set} />
      <AfterSubmitSettings settings={settings} set={set} />
    </div>
  );
}
