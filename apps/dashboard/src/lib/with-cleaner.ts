/**
 * Applies an input cleaner (tel, digit, ...) as the person types, on a react-hook-form registration: the
 * input shows the cleaned text and the form stores it, so what is seen is what is sent.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';

export function withCleaner<R extends Pick<UseFormRegisterReturn, 'onChange'>>(
  registration: R,
  clean: (value: string) => string,
): R {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as { value: string };
      const cleaned = clean(input.value);
      if (cleaned !== input.value) input.value = cleaned;
      return registration.onChange(event);
    },
  };
}
