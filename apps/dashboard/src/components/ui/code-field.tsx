import clsx from 'clsx';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Number of digits, 6 by default. */
  length?: number;
}

/**
 * A one-time code: one numeric input (not a box per digit, which screen readers and paste handle badly),
 * with `autocomplete="one-time-code"` so phones offer the code they just received.
 */
export function CodeField({ length = 6, className, ...rest }: CodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      pattern={`\\d{${length}}`}
      spellCheck={false}
      className={clsx('[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]', className)}
      {...rest}
    />
  );
}
