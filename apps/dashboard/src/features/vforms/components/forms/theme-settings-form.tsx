/**
 * The Settings tab: the business's default theme, what new forms start from. Saves only the values that
 * changed and shows the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TUpdateVFormThemeRequest, TVFormTheme } from '@verity/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { QueryError } from '../../../../components/query-error';
import { toast } from '../../../../components/toasts/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useDefaultTheme, useUpdateDefaultTheme } from '../../api/forms-api';
import { changedTheme, hasChanges, themeColorFields, themeUpdateSchema } from '../../lib/theme-changes';

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

/** The fields the server's messages may name, as the update names them. */
const fields = [
  ...themeColorFields.map(({ key }) => key),
  'pageBreak.primaryAction',
  'pageBreak.secondaryAction',
  'pageBreak.buttonColor',
  'pageBreak.buttonLabelColor',
  'pageBreak.display',
] as const;

function ThemeForm({ saved }: { saved: TVFormTheme }) {
  const form = useForm<TVFormTheme, unknown, TUpdateVFormThemeRequest>({
    resolver: zodResolver(themeUpdateSchema(saved)),
    defaultValues: saved,
  });
  const failure = useFormFailure(fields, form.setError);
  const update = useUpdateDefaultTheme();
  const headingId = useId();
  const pageBreakId = useId();
  const draft = form.watch();
  const { errors } = form.formState;
  const dirty = hasChanges(changedTheme(saved, draft));

  // Only what changed is sent (the schema makes the update from what is edited).
  const submit = form.handleSubmit((changes) => {
    if (!hasChanges(changes)) return;
    failure.setMessage(null);
    update.mutate(changes, {
      onSuccess: (response) => toast.success(response.message),
      onError: failure.report,
    });
  });

  const setColor = (key: (typeof fields)[number]) => (value: string) => form.setValue(key, value);

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
            onChange={setColor(key)}
            error={errors[key]?.message}
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
          error={errors.pageBreak?.primaryAction?.message}
          {...form.register('pageBreak.primaryAction')}
        />
        <TextField
          label="Secondary button label"
          maxLength={40}
          error={errors.pageBreak?.secondaryAction?.message}
          {...form.register('pageBreak.secondaryAction')}
        />
        <ColorField
          label="Button colour"
          value={draft.pageBreak.buttonColor}
          onChange={setColor('pageBreak.buttonColor')}
          error={errors.pageBreak?.buttonColor?.message}
        />
        <ColorField
          label="Button label colour"
          value={draft.pageBreak.buttonLabelColor}
          onChange={setColor('pageBreak.buttonLabelColor')}
          error={errors.pageBreak?.buttonLabelColor?.message}
        />
        <SelectField
          label="Buttons shown"
          options={displayOptions}
          error={errors.pageBreak?.display?.message}
          {...form.register('pageBreak.display')}
        />
      </fieldset>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          Save theme
        </Button>
        <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => form.reset(saved)}>
          Reset
        </Button>
      </div>
    </form>
  );
}

/**
 * A colour picker with its hex value beside it, labelled for screen readers. Its value is set (upper case)
 * rather than registered: the picker reads lower case.
 */
function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 w-14 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        />
        <span className="font-mono text-sm" aria-hidden="true">
          {value.toUpperCase()}
        </span>
      </span>
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
