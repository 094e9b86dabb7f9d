/** Colours, alignments and the logo's shape. */
import { type TVFormSettings, vformAlignments, vformLogoShapes } from '@verity/client';
import { contrastHint } from '../../../lib/builder/colour-contrast';
import { ChoiceField, ColorField, SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

export function AppearanceSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  return (
    <SettingsGroup title="Appearance">
      <ColorField
        label="Title colour"
        value={settings.titleColor}
        hint={contrastHint(settings.titleColor, settings.backgroundColor, 'the background colour')}
        onChange={(titleColor) => set({ titleColor })}
      />
      <ColorField
        label="Background colour"
        value={settings.backgroundColor}
        onChange={(backgroundColor) => set({ backgroundColor })}
      />
      <ColorField
        label="Submit button colour"
        value={settings.submitButtonColor}
        onChange={(submitButtonColor) => set({ submitButtonColor })}
      />
      <ColorField
        label="Submit button label colour"
        value={settings.submitButtonLabelColor}
        hint={contrastHint(
          settings.submitButtonLabelColor,
          settings.submitButtonColor,
          'the submit button colour',
        )}
        onChange={(submitButtonLabelColor) => set({ submitButtonLabelColor })}
      />
      <ChoiceField
        label="Title alignment"
        value={settings.titleAlignment}
        values={vformAlignments}
        onChange={(titleAlignment) => set({ titleAlignment })}
      />
      <ChoiceField
        label="Description alignment"
        value={settings.descriptionAlignment}
        values={vformAlignments}
        onChange={(descriptionAlignment) => set({ descriptionAlignment })}
      />
      <ChoiceField
        label="Logo alignment"
        value={settings.logoAlignment}
        values={vformAlignments}
        onChange={(logoAlignment) => set({ logoAlignment })}
      />
      <ChoiceField
        label="Logo shape"
        value={settings.logoShape}
        values={vformLogoShapes}
        onChange={(logoShape) => set({ logoShape })}
      />
    </SettingsGroup>
  );
}
