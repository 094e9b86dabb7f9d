import type { UseFormRegisterReturn } from 'react-hook-form';

export const CONSENT_LABEL = 'I confirm I have the consent of the person being verified';

/** The consent every check needs; its §5 message shows under it when left unticked. */
export function ConsentCheckbox({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
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
        <label htmlFor={id}>{CONSENT_LABEL}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
