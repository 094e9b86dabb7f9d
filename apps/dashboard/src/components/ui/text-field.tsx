import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message under the field. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Content at the end of the input, e.g. the Show/Hide toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error announced and linked (aria-describedby) for screen readers. */
export function TextField({ label, error, hint, trailing, className, id, ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={clsx(
            'w-full rounded-md border bg-white px-3 py-2 text-ink placeholder:text-slate-400',
            error ? 'border-red-500' : 'border-slate-300',
            trailing ? 'pr-16' : undefined,
          )}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
