/** Client state of the signed-in shell: the drawer and the billing steps dialog. */
import { create } from 'zustand';

interface ShellState {
  /** Small screens: the drawer overlays the page when open. */
  drawerOpen: boolean;
  /** Large screens: the drawer is collapsed to icons. */
  drawerMini: boolean;
  billingStepsOpen: boolean;
  toggleDrawer(largeScreen: boolean): void;
  closeDrawer(): void;
  openBillingSteps(): void;
  closeBillingSteps(): void;
}

export const useShellStore = create<ShellState>()((set) => ({
  drawerOpen: false,
  drawerMini: false,
  billingStepsOpen: false,
  toggleDrawer: (largeScreen) =>
    set((state) => (largeScreen ? { drawerMini: !state.drawerMini } : { drawerOpen: !state.drawerOpen })),
  closeDrawer: () => set({ drawerOpen: false }),
  openBillingSteps: () => set({ billingStepsOpen: true }),
  closeBillingSteps: () => set({ billingStepsOpen: false }),
}));
