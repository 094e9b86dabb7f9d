import clsx from 'clsx';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={clsx(
          'animate-spin rounded-full border-2 border-current border-r-transparent',
          size === 'sm' ? 'h-4 w-4' : 'h-6 w-6',
        )}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
