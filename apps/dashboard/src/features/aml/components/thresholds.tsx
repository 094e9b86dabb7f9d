/**
 * The business's matching thresholds, a dialog from the history's header: the score a hit needs, by default
 * and per kind of check, 0 to 1 as the API keeps them. Whoever may manage the business's settings changes
 * them, checked by the client's own request schema; everyone else who screens reads them.
 */
import type { TAmlSettings } from '@verity/client';
import { amlCheckTypeLabels, amlReviewRouteAddresses, ZAmlSettingsRequest } from '@verity/client';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useAmlSettings, useSaveAmlSettings } from '../api';
import { AmlFormDialog } from './aml-form';

/** Each threshold by its path in the request, where the schema's words land: the default, then each type's. */
export const thresholdFields: Array<[name: string, label: string]> = [
  ['defaultThreshold', 'Default threshold'],
  ...Object.entries(amlCheckTypeLabels).map(([type, label]): [string, string] => [
    `thresholds.${type}`,
    `${label} checks`,
  ]),
];
/** What a typed threshold sends: nothing when blank (a type then screens at the default), else its number. */
export const thresholdValue = (typed: unknown) => (String(typed ?? '').trim() ? Number(typed) : undefined);
const input = { type: 'number', step: 0.01, min: 0.5, max: 1 } as const;

/** Loaded with the page, so the dialog opens on what the server keeps; a failure is the handler's toast. */
export function ThresholdsButton() {
  const settings = useAmlSettings();
  useQueryFailure(settings.error);
  const mayChange = useCanCall(amlReviewRouteAddresses.updateSettings);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={!settings.data} onClick={() => setOpen(true)}>
        Matching thresholds
      </Button>
      {open && settings.data && (
        <Thresholds settings={settings.data} mayChange={mayChange} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** A form for whoever may change the thresholds (`mayChange`); the same, read-only, for everyone else. */
export function Thresholds(props: { settings: TAmlSettings; mayChange: boolean; onClose(): void }) {
  const save = useSaveAmlSettings();
  const saved = async (body: object) => {
    await save(body as TAmlSettings);
    return 'The matching thresholds were saved';
  };
  return (
    <AmlFormDialog
      title="Matching thresholds"
      action="Save thresholds"
      schema={ZAmlSettingsRequest}
      initial={props.settings}
      save={props.mayChange ? saved : undefined}
      onClose={props.onClose}
    >
      {(form) => (
        <>
          <p className="sm:col-span-2">
            The score from 0.5 to 1 a listed entry needs to be a hit; a kind of check left blank uses the
            default.
            {!props.mayChange && ' Someone who may manage the business’s settings can change them.'}
          </p>
          {thresholdFields.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              {...input}
              {...form.field(name, { setValueAs: thresholdValue })}
            />
          ))}
        </>
      )}
    </AmlFormDialog>
  );
}
