/**
 * Billing's client state: a request to open the Add Card dialog on arrival at /billing/payment-details,
 * made by the billing steps dialog's 'Add your Payment method' or the Fund wallet dialog when there is no
 * card. A flag rather than a query parameter: the address stays the page's own.
 */
import { create } from 'zustand';

interface BillingState {
  addCardRequested: boolean;
  requestAddCard(): void;
  /** Reads the request and clears it, so it opens the dialog once. */
  takeAddCardRequest(): boolean;
}

export const useBillingStore = create<BillingState>()((set, get) => ({
  addCardRequested: false,
  requestAddCard: () => set({ addCardRequested: true }),
  takeAddCardRequest: () => {
    const requested = get().addCardRequested;
    if (requested) set({ addCardRequested: false });
    return requested;
  },
}));
