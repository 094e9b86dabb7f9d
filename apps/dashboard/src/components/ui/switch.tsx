import clsx from 'clsx';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The accessible name, e.g. 'Live mode'. */
  label: string;
  /** While busy the switch shows its pending value and ignores clicks (it stays focusable). */
  busy?: boolean;
  className?: string;
}

/** An on/off switch (role="switch"). aria-disabled rather than disabled, so focus is not lost mid-toggle. */
export function Switch({ checked, onCheckedChange, label, busy = false, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onCheckedChange(!checked);
      }}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        checked ? 'bg-green-600' : 'bg-slate-400',
        busy && 'cursor-wait opacity-70',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
