import clsx from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice, e.g. "Select one" for an optional field. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, its error linked for screen readers like TextField's. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  ref,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx(
          'w-full rounded-md border bg-white px-3 py-2 text-ink',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
