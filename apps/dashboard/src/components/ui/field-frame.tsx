import clsx from 'clsx';
import { type ReactNode, useId } from 'react';

export interface FieldIds {
  controlId: string;
  /** For the control's aria-describedby: the error and hint ids that are shown, or undefined. */
  describedBy: string | undefined;
  errorId: string;
  hintId: string;
}

/** Ids that tie a control to its label, hint and error, so screen readers announce them together. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, describedBy, errorId, hintId };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** The label above a control, and the hint or the validation error below it. */
export function FieldFrame({ ids, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={ids.controlId} className="font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
