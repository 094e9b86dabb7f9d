/**
 * `verity:drawer-toggle` (CustomEvent on window): fired once the drawer has settled after a toggle, 300 ms
 * after the last click (the mini-drawer event delay), so charts and tables can measure their new width after
 * the slide. detail: { open, mini } — open on small screens, mini on large ones.
 */
import { type Debounced, debounce } from './debounce';

export const DRAWER_EVENT = 'verity:drawer-toggle';
export const DRAWER_EVENT_DELAY_MS = 300;

export interface DrawerEventDetail {
  open: boolean;
  mini: boolean;
}

export function createDrawerEventEmitter(
  target: Pick<EventTarget, 'dispatchEvent'>,
): Debounced<[DrawerEventDetail]> {
  return debounce((detail: DrawerEventDetail) => {
    target.dispatchEvent(new CustomEvent<DrawerEventDetail>(DRAWER_EVENT, { detail }));
  }, DRAWER_EVENT_DELAY_MS);
}
