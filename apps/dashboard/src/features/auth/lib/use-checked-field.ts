import type { TextCheck } from '@verity/client';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { type CheckedFieldEvent, initialCheckedField, reduceCheckedField } from './checked-field';

export interface CheckedField<Name extends string> {
  value: string;
  error: string | undefined;
  isSubmitting: boolean;
  /** Spread on the input: name, value, onChange and the ref that focus() uses. */
  inputProps: {
    name: Name;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    ref: RefObject<HTMLInputElement | null>;
  };
  /** In react-hook-form's shape, so `useFormFailure` puts a server's field message under this field. */
  setError: UseFormSetError<Record<Name, string>>;
  /** Sets the value without checking it (e.g. clears the password after a failed try). */
  replace(value: string): void;
  focus(): void;
  /**
   * The form's submit handler: checks the field; when it fails, shows the message and focuses the field;
   * when it passes, runs `onValid` with the cleaned value, `isSubmitting` true meanwhile.
   */
  handleSubmit(onValid: (value: string) => Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
}

/** A single-field form's state (see `checked-field.ts`). */
export function useCheckedField<Name extends string>(
  name: Name,
  check: (input: string) => TextCheck,
  initialValue = '',
): CheckedField<Name> {
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof initialCheckedField>, event: CheckedFieldEvent) =>
      reduceCheckedField(current, event, check),
    initialValue,
    initialCheckedField,
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const focus = useCallback(() => ref.current?.focus(), []);
  const setError = useCallback<UseFormSetError<Record<Name, string>>>(
    (_name, error, options) => {
      dispatch({ type: 'server-error', message: error.message ?? '' });
      if (options?.shouldFocus) focus();
    },
    [focus],
  );

  const handleSubmit = (onValid: (value: string) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    dispatch({ type: 'submitted' });
    const result = check(state.value);
    if (!result.ok) {
      focus();
      return;
    }
    setSubmitting(true);
    void onValid(result.value).finally(() => setSubmitting(false));
  };

  return {
    value: state.value,
    error: state.error,
    isSubmitting,
    inputProps: {
      name,
      value: state.value,
      onChange: (event) => dispatch({ type: 'changed', value: event.target.value }),
      ref,
    },
    setError,
    replace: (value) => dispatch({ type: 'replaced', value }),
    focus,
    handleSubmit,
  };
}
