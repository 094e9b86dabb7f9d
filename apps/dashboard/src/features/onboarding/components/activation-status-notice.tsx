import type { TOnboardingProfile } from '@verity/client';
import clsx from 'clsx';
import { statusSummary } from '../lib/activation-status';

const tones = {
  info: 'border-brand-100 bg-brand-50 text-brand-700',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/**
 * Where the activation stands, with staff's reasons when they declined or suspended it. A labelled region
 * rather than an alert: it is the page's standing state, not news.
 */
export function ActivationStatusNotice({ profile }: { profile: TOnboardingProfile }) {
  const summary = statusSummary(profile);
  return (
    <section
      aria-labelledby="activation-status-title"
      className={clsx('flex flex-col gap-1 rounded-lg border px-4 py-3', tones[summary.tone])}
    >
      <h2 id="activation-status-title" className="font-semibold">
        {summary.title}
      </h2>
      <p className="text-sm">{summary.text}</p>
      {summary.reasons.length > 0 && (
        <ul aria-label="Reasons" className="list-disc pl-5 text-sm">
          {summary.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
