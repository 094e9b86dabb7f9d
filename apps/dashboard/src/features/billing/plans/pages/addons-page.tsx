/**
 * /billing/plans-and-products/{product?}/add-ons: a product's add-ons, or every plan's without a product,
 * each with its price and an Enable/Disable switch.
 */
import type { TPlan } from '@verity/client';
import { useParams } from 'wouter';
import NotFoundPage from '../../../../components/errors/not-found-page';
import { TextLink } from '../../../../components/ui/text-link';
import { usePlans } from '../api';
import { AddonList } from '../components/addon-list';
import { PlansFrame, useCanManagePlans } from '../components/plans-frame';
import { isPlanProduct, PLANS_PATH, productPath } from '../lib/plan-paths';

function PlanAddons({ plan, canManage, heading }: { plan: TPlan; canManage: boolean; heading: boolean }) {
  const headingId = `addons-${plan.product}`;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="flex flex-col gap-3">
      {heading && (
        <h2 id={headingId} className="font-semibold text-xl">
          {plan.name}
        </h2>
      )}
      {!plan.subscription && (
        <p className="text-muted">
          Add-ons need a {plan.name} subscription.{' '}
          <TextLink href={productPath(plan.product)}>
            Choose a tier<span className="sr-only"> for {plan.name}</span>
          </TextLink>
        </p>
      )}
      <AddonList label={`${plan.name} add-ons`} addons={plan.addons} canManage={canManage} />
    </section>
  );
}

export default function AddonsPage() {
  const { product } = useParams<{ product?: string }>();
  const canManage = useCanManagePlans();
  const plans = usePlans();
  if (product !== undefined && !isPlanProduct(product)) return <NotFoundPage />;
  const one = product ? plans.data?.find((plan) => plan.product === product) : undefined;
  return (
    <PlansFrame
      title={one ? `${one.name} add-ons` : 'Add-ons'}
      back={
        product
          ? { href: productPath(product), label: `Back to ${one?.name ?? 'the plan'}` }
          : { href: PLANS_PATH, label: 'Back to plans and products' }
      }
    >
      {(all) => {
        const shown = product ? all.filter((plan) => plan.product === product) : all;
        if (shown.length === 0) return <p>This plan is not available.</p>;
        return shown.map((plan) => (
          <PlanAddons key={plan.id} plan={plan} canManage={canManage} heading={!product} />
        ));
      }}
    </PlansFrame>
  );
}
