/**
 * /billing/plans-and-products: one card per product's plan, with the tier the business is on and what happens
 * at its period's end; the billing steps' 'Subscribe to a plan'.
 */
import { TextLink } from '../../../../components/ui/text-link';
import { PlanCard } from '../components/plan-card';
import { PlansFrame } from '../components/plans-frame';
import { addonsPath } from '../lib/plan-paths';

export default function PlansPage() {
  return (
    <PlansFrame title="Plans and products">
      {(plans) => (
        <>
          <p>
            Each product has its own plan: choose the tier that suits your volume, and change it any time.
          </p>
          <ul aria-label="Plans" className="grid gap-4 md:grid-cols-2">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          <TextLink href={addonsPath()} className="self-start">
            See every add-on
          </TextLink>
        </>
      )}
    </PlansFrame>
  );
}
