/** Where the plans pages live: the list, a product's tiers, and add-ons. */
import { planProducts, type TPlanProduct } from '@verity/client';

export const PLANS_PATH = '/billing/plans-and-products';
export const PAYMENT_DETAILS_PATH = '/billing/payment-details';

/** A product in the address is one of the four the catalogue has; anything else is the 404. */
export const isPlanProduct = (value: string | undefined): value is TPlanProduct =>
  (planProducts as readonly string[]).includes(value ?? '');

export const productPath = (product: TPlanProduct): string => `${PLANS_PATH}/${product}`;

/** One product's add-ons, or every plan's without a product. */
export const addonsPath = (product?: TPlanProduct): string =>
  product ? `${productPath(product)}/add-ons` : `${PLANS_PATH}/add-ons`;
