/**
 * A request to open billing's Add Card dialog on arrival at /billing/payment-details, made by the shell's
 * billing steps dialog ('Add your Payment method') or billing's Fund wallet dialog when there is no card.
 * It lives with the shell because both sides reach the shell; billing reads it. A flag rather than a query
 * parameter: the address stays the page's own.
 */
import { create } from 'zustand';

interface AddCardRequestState {
  addCardRequested: boolean;
  requestAddCard(): void;
  /** Reads the request and clears it, so it opens the dialog once. */
  takeAddCardRequest(): boolean;
}

export const useAddCardRequest = create<AddCardRequestState>()((set, get) => ({
  addCardRequested: false,
  requestAddCard: () => set({ addCardRequested: true }),
  takeAddCardRequest: () => {
    const requested = get().addCardRequested;
    if (requested) set({ addCardRequested: false });
    return requested;
  },
}));
