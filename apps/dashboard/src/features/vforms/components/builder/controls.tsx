/**
 * Small labelled controls of the settings panels. Text edits are checked with the API's own schema as they
 * are typed: a valid value becomes a command at once (saved 500 ms later), an invalid one stays in the box
 * with its message and is never sent.
 */
import clsx from 'clsx';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { FieldFrame, useFieldIds } from '../../../../components/ui/field-frame';
import { SelectField } from '../../../../components/ui/select-field';

/** The schema's first message for `value`, or undefined when it passes. */
export function checkWith(schema: z.ZodType): (value: unknown) => string | undefined {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

export interface DraftTextFieldProps {
  label: string;
  value: string;
  onCommit(value: string): void;
  check?(value: string): string | undefined;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number' | 'datetime-local';
  hint?: ReactNode;
  placeholder?: string;
}

export function DraftTextField({
  label,
  value,
  onCommit,
  check,
  multiline = false,
  type = 'text',
  hint,
  placeholder,
}: DraftTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  // An undo, a redo or a reload changes the value from outside: show it.
  useEffect(() => {
    setDraft(value);
    setError(undefined);
  }, [value]);
  const ids = useFieldIds(undefined, error, hint);
  const change = (text: string) => {
    setDraft(text);
    const problem = check?.(text);
    setError(problem);
    if (!problem && text !== value) onCommit(text);
  };
  const className = clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-ink placeholder:text-slate-400',
    error ? 'border-red-500' : 'border-slate-300',
  );
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      {multiline ? (
        <textarea
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={className}
          rows={3}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          id={ids.controlId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={className}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A colour picker; the API stores colours upper-case (#46B2C8), so the builder does too. */
export function ColorField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  /** Shown under the picker (and read with it): e.g. that the colour will not show as chosen. */
  hint?: string;
}) {
  const ids = useFieldIds(undefined, undefined, hint);
  return (
    <FieldFrame ids={ids} label={label} hint={hint}>
      <div className="flex items-center gap-2">
        <input
          id={ids.controlId}
          type="color"
          aria-describedby={ids.describedBy}
          className="h-9 w-14 cursor-pointer rounded border border-slate-300 bg-white p-1"
          value={(value ?? '#000000').toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <span className="font-mono text-muted text-sm" aria-hidden="true">
          {value ?? 'Not set'}
        </span>
      </div>
    </FieldFrame>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-brand-600"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted text-xs">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A select over plain values (alignments, shapes, types), each shown title-cased unless named. */
export function ChoiceField<T extends string>({
  label,
  value,
  values,
  names,
  onChange,
}: {
  label: string;
  value: T;
  values: readonly T[];
  names?: Partial<Record<T, string>>;
  onChange(value: T): void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      options={values.map((option) => ({ value: option, label: names?.[option] ?? titleCase(option) }))}
      onChange={(event) => onChange(event.target.value as T)}
    />
  );
}

/** A titled group of settings. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-ink text-sm">{title}</legend>
      {children}
    </fieldset>
  );
}
