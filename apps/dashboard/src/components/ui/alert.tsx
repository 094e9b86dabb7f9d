import clsx from 'clsx';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-brand-100 bg-brand-50 text-brand-700',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** A message in the page. Errors interrupt (role="alert"); the rest wait their turn (role="status"). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-md border px-3 py-2 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
