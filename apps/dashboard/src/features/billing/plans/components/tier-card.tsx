import type { TSubplan, TSubscription } from '@verity/client';
import clsx from 'clsx';
import { Chip } from '../../../../components/chip';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import { includedChecksText, monthlyPriceText, overagePriceText, type TierAction } from '../lib/tier-action';

export interface TierCardProps {
  tier: TSubplan;
  action: TierAction;
  /** Enterprise terms agreed for this business: shown in place of the tier's prices on its current tier. */
  customPricing?: TSubscription['customPricing'] | undefined;
  /** Without billing:subscription:card:invoice:manage the tiers are shown without their buttons. */
  canManage: boolean;
  onAction(action: TierAction): void;
}

/** One tier: its price, the checks it includes, the price of each extra check, its features, its action. */
export function TierCard({ tier, action, customPricing, canManage, onAction }: TierCardProps) {
  const headingId = `tier-${tier.id}`;
  const prices = action.kind === 'current' && customPricing ? customPricing : tier;
  const included = includedChecksText(prices);
  const overage = overagePriceText(prices);
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-4 rounded-lg border bg-white p-5',
        action.kind === 'current' ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-lg">
          {tier.name}
        </h3>
        <TierChip action={action} />
      </div>
      <dl className="flex flex-col gap-1">
        <dt className="sr-only">Price per month</dt>
        <dd className="font-semibold text-xl">{monthlyPriceText(prices)}</dd>
        {included && (
          <>
            <dt className="sr-only">Included checks</dt>
            <dd>{included}</dd>
          </>
        )}
        {overage && (
          <>
            <dt className="sr-only">Price per extra check</dt>
            <dd className="text-muted text-sm">{overage}</dd>
          </>
        )}
      </dl>
      {tier.features.length > 0 && (
        <ul aria-label={`${tier.name} features`} className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {tier.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {canManage && <TierButton action={action} onAction={onAction} />}
    </li>
  );
}

function TierChip({ action }: { action: TierAction }) {
  switch (action.kind) {
    case 'current':
      return <Chip tone="good">Current plan</Chip>;
    case 'scheduled':
      return <Chip tone="neutral">{`Starts on ${formatDate(action.startsOn)}`}</Chip>;
    case 'enterprise-requested':
      return <Chip tone="warn">Enterprise requested</Chip>;
    default:
      return null;
  }
}

function TierButton({ action, onAction }: { action: TierAction; onAction(action: TierAction): void }) {
  switch (action.kind) {
    case 'choose':
    case 'upgrade':
    case 'downgrade':
    case 'contact':
      return (
        <Button
          className="mt-auto"
          variant={action.kind === 'downgrade' || action.kind === 'contact' ? 'secondary' : 'primary'}
          onClick={() => onAction(action)}
        >
          {action.label}
        </Button>
      );
    default:
      return null;
  }
}
