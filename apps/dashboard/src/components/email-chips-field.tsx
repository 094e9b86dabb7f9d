/**
 * The share modal's recipients: typed emails become chips on Enter, Tab or Space; Backspace in the empty
 * input removes the last chip; each chip has a remove button. The warnings ('Invalid email', 'Email already
 * added') show under the field and as a warning toast.
 */
import clsx from 'clsx';
import { type KeyboardEvent, useId } from 'react';
import { addTypedEmail, backspace, type ChipState, isChipKey, removeEmail } from '../lib/email-chips';
import { toast } from './toasts/toast-store';

export interface EmailChipsFieldProps {
  state: ChipState;
  warning: string | null;
  onChange(state: ChipState, warning: string | null): void;
  disabled?: boolean;
}

export function EmailChipsField({ state, warning, onChange, disabled = false }: EmailChipsFieldProps) {
  const id = useId();
  const warningId = `${id}-warning`;
  const hintId = `${id}-hint`;

  const commit = () => {
    const next = addTypedEmail(state);
    if (next.warning) toast.warning(next.warning);
    onChange({ emails: next.emails, input: next.input }, next.warning);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isChipKey(event.key)) {
      // Tab with nothing typed moves on as usual; otherwise the key makes a chip instead.
      if (event.key === 'Tab' && state.input.trim() === '') return;
      event.preventDefault();
      commit();
      return;
    }
    if (event.key === 'Backspace') {
      const next = backspace(state);
      if (next) {
        event.preventDefault();
        onChange(next, null);
      }
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        Email addresses
      </label>
      <div
        className={clsx(
          'flex flex-wrap items-center gap-1 rounded-md border bg-white px-2 py-1',
          warning ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {state.emails.length > 0 && (
          <ul aria-label="Recipients" className="flex flex-wrap gap-1">
            {state.emails.map((email) => (
              <li
                key={email}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2 text-brand-700 text-sm"
              >
                {email}
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove ${email}`}
                  className="rounded-full px-1 hover:bg-brand-100"
                  onClick={() => onChange({ ...state, emails: removeEmail(state.emails, email) }, null)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          disabled={disabled}
          value={state.input}
          placeholder={state.emails.length === 0 ? 'name@example.com' : ''}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? `${warningId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...state, input: event.target.value }, null)}
          onKeyDown={onKeyDown}
          className="min-w-40 flex-1 border-0 bg-transparent px-1 py-1 text-ink placeholder:text-slate-400"
        />
      </div>
      <p id={hintId} className="text-muted text-xs">
        Press Enter, Tab or Space after each address.
      </p>
      {warning && (
        <p id={warningId} role="alert" className="text-red-600 text-xs">
          {warning}
        </p>
      )}
    </div>
  );
}
