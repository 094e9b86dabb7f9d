import type { UseFormRegisterReturn } from 'react-hook-form';

export const CONSENT_LABEL = 'I confirm I have the consent of the person being verified';

/** The consent every check needs; its 'required' message shows under it when left unticked. */
export function ConsentCheckbox({
  id,
  registration,
  error,
  label = CONSENT_LABEL,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Whose consent: the person's by default; a company check asks for the business's. */
  label?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
