/** A page break: the next page's title, its buttons' words and colours, and whether Back shows. */
import { type TVFormField, type TVFormPageBreakSettings, ZVFormPageBreakSettings } from '@verity/client';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { contrastHint } from '../../../lib/builder/colour-contrast';
import { ChoiceField, ColorField, checkWith, DraftTextField, SettingsGroup } from '../controls';

const shape = ZVFormPageBreakSettings.shape;
const checkTitle = checkWith(shape.title);
const checkPrimary = checkWith(shape.primaryAction);
const checkSecondary = checkWith(shape.secondaryAction);

const fallback: TVFormPageBreakSettings = {
  primaryAction: 'Next',
  secondaryAction: 'Back',
  buttonColor: '#0F808C',
  buttonLabelColor: '#FFFFFF',
  display: 'both',
};

export function PageBreakSettings({
  field,
  onChange,
}: {
  field: TVFormField;
  onChange(patch: FieldPatch): void;
}) {
  const settings = field.pageBreak ?? fallback;
  const set = (change: Partial<TVFormPageBreakSettings>) =>
    onChange({ pageBreak: { ...settings, ...change } });
  return (
    <SettingsGroup title="Page break">
      <DraftTextField
        label="Next page title"
        value={settings.title ?? ''}
        check={checkTitle}
        onCommit={(title) => set({ title })}
      />
      <DraftTextField
        label="Next button label"
        value={settings.primaryAction}
        check={checkPrimary}
        onCommit={(primaryAction) => set({ primaryAction })}
      />
      <DraftTextField
        label="Back button label"
        value={settings.secondaryAction}
        check={checkSecondary}
        onCommit={(secondaryAction) => set({ secondaryAction })}
      />
      <ColorField
        label="Button colour"
        value={settings.buttonColor}
        onChange={(buttonColor) => set({ buttonColor })}
      />
      <ColorField
        label="Button label colour"
        value={settings.buttonLabelColor}
        hint={contrastHint(settings.buttonLabelColor, settings.buttonColor, 'the button colour')}
        onChange={(buttonLabelColor) => set({ buttonLabelColor })}
      />
      <ChoiceField
        label="Buttons shown"
        value={settings.display}
        values={['both', 'primary-only'] as const}
        names={{ both: 'Back and Next', 'primary-only': 'Next only' }}
        onChange={(display) => set({ display })}
      />
    </SettingsGroup>
  );
}
