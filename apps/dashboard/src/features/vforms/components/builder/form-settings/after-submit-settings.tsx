/** What happens after submitting: the confirmation (and whether it tells the verification result), a
 * confirmation email, a redirect; tracking; the default personal information field. */
import { type TVFormSettings, ZVFormConfirmation, ZVFormSettings } from '@verity/client';
import { SelectField } from '../../../../../components/ui/select-field';
import { orderedFields } from '../../../lib/builder/builder-state';
import { useBuilder } from '../builder-context';
import { CheckboxField, checkWith, DraftTextField, SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

const checkConfirmationTitle = checkWith(ZVFormConfirmation.shape.title);
const checkConfirmationMessage = checkWith(ZVFormConfirmation.shape.message);
const checkRedirect = checkWith(ZVFormSettings.shape.redirectToWebsite.unwrap());

export function AfterSubmitSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  const state = useBuilder((store) => store.state);
  const personal = orderedFields(state).filter((field) => field.type === 'personal-information');
  return (
    <>
      <SettingsGroup title="After submitting">
        <DraftTextField
          label="Confirmation title"
          value={settings.confirmation.title}
          check={checkConfirmationTitle}
          onCommit={(title) => set({ confirmation: { ...settings.confirmation, title } })}
        />
        <DraftTextField
          label="Confirmation message"
          multiline
          value={settings.confirmation.message}
          check={checkConfirmationMessage}
          onCommit={(message) => set({ confirmation: { ...settings.confirmation, message } })}
        />
        <CheckboxField
          label="Show the verification result"
          hint="Tells the respondent whether each number verified. Off, a stranger cannot try numbers until one passes; you still see every result."
          checked={settings.confirmation.showVerificationResult}
          onChange={(showVerificationResult) =>
            set({ confirmation: { ...settings.confirmation, showVerificationResult } })
          }
        />
        <CheckboxField
          label="Send a confirmation email"
          hint="To the email the respondent gave."
          checked={settings.sendConfirmationEmail}
          onChange={(sendConfirmationEmail) => set({ sendConfirmationEmail })}
        />
        <DraftTextField
          label="Redirect to website"
          type="url"
          hint="Leave empty to show the confirmation instead."
          placeholder="https://example.com/thanks"
          value={settings.redirectToWebsite ?? ''}
          check={(text) => (text.trim() === '' ? undefined : checkRedirect(text))}
          onCommit={(text) => set({ redirectToWebsite: text.trim() === '' ? null : text.trim() })}
        />
      </SettingsGroup>
      <SettingsGroup title="Tracking and respondent">
        <CheckboxField
          label="Track campaign parameters"
          hint="Stores the page's utm_* parameters and referrer with each response."
          checked={settings.tracking.enabled}
          onChange={(enabled) => set({ tracking: { enabled } })}
        />
        <SelectField
          label="Default personal information field"
          value={settings.defaultPersonalInformationFieldId ?? ''}
          placeholder="None"
          options={personal.map((field) => ({ value: field.id, label: field.label }))}
          onChange={(event) => set({ defaultPersonalInformationFieldId: event.target.value || null })}
        />
      </SettingsGroup>
    </>
  );
}
