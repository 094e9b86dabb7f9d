import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a Show/Hide toggle, as every password field has. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="rounded px-2 py-1 font-medium text-brand-700 text-xs hover:bg-brand-50"
          aria-pressed={shown}
          aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
