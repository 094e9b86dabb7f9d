import type { TPlanUsage } from '@verity/client';
import { usePlanUsage } from '../api';
import { usageLines } from '../lib/usage-lines';

/** This period's checks on the plan, beneath the subscription. */
export function UsageSummary({ usage }: { usage: TPlanUsage }) {
  return (
    <section
      aria-label="Usage this period"
      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white px-5 py-3"
    >
      {usageLines(usage).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

/** The subscribed plan's usage once read; nothing while it loads or when it cannot be read. */
export function PlanUsage({ planId }: { planId: string }) {
  const usage = usePlanUsage(planId);
  return usage.data ? <UsageSummary usage={usage.data} /> : null;
}
