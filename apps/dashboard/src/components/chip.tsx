/** A chip: always a word, never colour alone (WCAG 1.4.1). Each module maps its statuses to a tone. */
import clsx from 'clsx';

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

const tones: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function Chip({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
