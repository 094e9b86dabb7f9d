/**
 * The Settings tab: the business's default theme, what new forms start from. Saves only the values that
 * changed and shows the server's message.
 */
import type { TVFormTheme } from '@verity/client';
import { type FormEvent, useId, useState } from 'react';
import { QueryError } from '../../../../components/query-error';
import { toast } from '../../../../components/toasts/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { handleError } from '../../../../lib/handle-error';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useDefaultTheme, useUpdateDefaultTheme } from '../../api/forms-api';
import { changedTheme, hasChanges, themeColorFields } from '../../lib/theme-changes';

export function ThemeSettings() {
  const theme = useDefaultTheme();
  const failure = useQueryFailure(theme.error);
  if (theme.isError)
    return (
      <QueryError
        message={failure ?? 'The theme could not be loaded.'}
        onRetry={() => void theme.refetch()}
      />
    );
  if (theme.isPending) return <Spinner label="Loading the default theme" />;
  // Keyed by the saved theme, so after a save the form starts again from what the server now holds.
  return <ThemeForm key={JSON.stringify(theme.data)} saved={theme.data} />;
}

const displayOptions = [
  { value: 'both', label: 'Both buttons (Back and Next)' },
  { value: 'primary-only', label: 'Primary button only' },
];

function ThemeForm({ saved }: { saved: TVFormTheme }) {
  const [draft, setDraft] = useState<TVFormTheme>(saved);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateDefaultTheme();
  const headingId = useId();
  const pageBreakId = useId();
  const changes = changedTheme(saved, draft);
  const dirty = hasChanges(changes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setFailure(null);
    update.mutate(changes, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => {
        const resolution = handleError(error);
        setFailure(resolution.action === 'show' ? resolution.message : null);
      },
    });
  };

  const setPageBreak = (key: keyof TVFormTheme['pageBreak']) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, pageBreak: { ...current.pageBreak, [key]: event.target.value } }));

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-6">
      <div>
        <h2 id={headingId} className="font-semibold text-lg">
          Default theme
        </h2>
        <p className="text-muted text-sm">New forms start with these colours and page-break buttons.</p>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Colours</legend>
        {themeColorFields.map(({ key, label }) => (
          <ColorField
            key={key}
            label={label}
            value={draft[key]}
            onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
          />
        ))}
      </fieldset>
      <fieldset aria-describedby={pageBreakId} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Page-break buttons</legend>
        <p id={pageBreakId} className="text-muted text-sm sm:col-span-2">
          The buttons between the pages of a form with page breaks.
        </p>
        <TextField
          label="Primary button label"
          maxLength={40}
          value={draft.pageBreak.primaryAction}
          onChange={setPageBreak('primaryAction')}
        />
        <TextField
          label="Secondary button label"
          maxLength={40}
          value={draft.pageBreak.secondaryAction}
          onChange={setPageBreak('secondaryAction')}
        />
        <ColorField
          label="Button colour"
          value={draft.pageBreak.buttonColor}
          onChange={(value) => setDraft((c) => ({ ...c, pageBreak: { ...c.pageBreak, buttonColor: value } }))}
        />
        <ColorField
          label="Button label colour"
          value={draft.pageBreak.buttonLabelColor}
          onChange={(value) =>
            setDraft((c) => ({ ...c, pageBreak: { ...c.pageBreak, buttonLabelColor: value } }))
          }
        />
        <SelectField
          label="Buttons shown"
          options={displayOptions}
          value={draft.pageBreak.display}
          onChange={setPageBreak('display')}
        />
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          Save theme
        </Button>
        <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => setDraft(saved)}>
          Reset
        </Button>
      </div>
    </form>
  );
}

/** A colour picker with its hex value beside it, labelled for screen readers. */
function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-14 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        />
        <span className="font-mono text-sm" aria-hidden="true">
          {value.toUpperCase()}
        </span>
      </span>
    </div>
  );
}
