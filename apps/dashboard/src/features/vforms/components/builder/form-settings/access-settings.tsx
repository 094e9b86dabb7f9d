/** Who may answer and how often: entry cap, one entry per IP, captcha, dates, and countries by IP. */
import { type TVFormSettings, ZVFormSettings } from '@verity/client';
import {
  checkAllowedEntries,
  checkCountryCodes,
  fromLocalInput,
  parseCountryCodes,
  toLocalInput,
} from '../../../lib/builder/settings-format';
import { CheckboxField, DraftTextField, SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

export function AccessSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  return (
    <SettingsGroup title="Access and limits">
      <DraftTextField
        label="Allowed entries"
        type="number"
        hint="Leave empty for no limit."
        value={settings.allowedEntries === null ? '' : String(settings.allowedEntries)}
        check={checkAllowedEntries}
        onCommit={(text) => set({ allowedEntries: text.trim() === '' ? null : Number(text) })}
      />
      <CheckboxField
        label="One entry per IP address"
        checked={settings.allowOneEntryPerIp}
        onChange={(allowOneEntryPerIp) => set({ allowOneEntryPerIp })}
      />
      <CheckboxField
        label="Ask for a captcha"
        checked={settings.allowCaptcha}
        onChange={(allowCaptcha) => set({ allowCaptcha })}
      />
      <DraftTextField
        label="Opens on"
        type="datetime-local"
        value={toLocalInput(settings.startDate)}
        check={(text) =>
          text && !fromLocalInput(text) ? 'The start date field should be a date and time' : undefined
        }
        onCommit={(text) => set({ startDate: fromLocalInput(text) })}
      />
      <DraftTextField
        label="Closes on"
        type="datetime-local"
        value={toLocalInput(settings.endDate)}
        check={(text) =>
          text && !fromLocalInput(text) ? 'The end date field should be a date and time' : undefined
        }
        onCommit={(text) => set({ endDate: fromLocalInput(text) })}
      />
      <CheckboxField
        label="Restrict access"
        checked={settings.restrictAccess}
        onChange={(restrictAccess) => set({ restrictAccess })}
      />
      <CheckboxField
        label="Only allow IP addresses from selected countries"
        checked={settings.allowOnlySelectedCountriesIP}
        onChange={(allowOnlySelectedCountriesIP) => set({ allowOnlySelectedCountriesIP })}
      />
      <DraftTextField
        label="Allowed countries"
        hint="Two-letter codes, separated by commas (NG, GH)."
        value={settings.validIpCountryCodes.join(', ')}
        check={(text) => checkCountryCodes(text) ?? checkListSize(text)}
        onCommit={(text) => {
          const codes = parseCountryCodes(text);
          if (codes.join(',') !== settings.validIpCountryCodes.join(',')) set({ validIpCountryCodes: codes });
        }}
      />
    </SettingsGroup>
  );
}

const checkCodes = ZVFormSettings.shape.validIpCountryCodes;
const checkListSize = (text: string) =>
  checkCodes.safeParse(parseCountryCodes(text)).success ? undefined : 'Too many country codes';
