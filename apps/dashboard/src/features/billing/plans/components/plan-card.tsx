import type { TPlan } from '@verity/client';
import { Chip } from '../../../../components/chip';
import { TextLink } from '../../../../components/ui/text-link';
import { productPath } from '../lib/plan-paths';
import { currentTier, statusLine } from '../lib/subscription-status';

/**
 * A product's plan on the list: what it is, the tier the business is on and when it renews or ends. `href`
 * is where View plans goes (the business's own tiers page unless told).
 */
export function PlanCard({ plan, href = productPath(plan.product) }: { plan: TPlan; href?: string }) {
  const headingId = `plan-${plan.product}`;
  const tier = plan.subscription?.status === 'enterprise_requested' ? undefined : currentTier(plan);
  const status = statusLine(plan);
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {plan.name}
        </h2>
        {tier ? <Chip tone="good">{tier.name}</Chip> : !status && <Chip tone="neutral">Not subscribed</Chip>}
      </div>
      <p>{plan.description}</p>
      {status && <p className="text-muted">{status}</p>}
      <TextLink href={href} className="mt-auto">
        View plans<span className="sr-only"> for {plan.name}</span>
      </TextLink>
    </li>
  );
}
