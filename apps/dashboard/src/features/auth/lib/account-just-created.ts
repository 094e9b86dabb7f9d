/** After account creation the accountJustCreated flag is true for 2000 ms, then false. */
export const ACCOUNT_JUST_CREATED_MS = 2000;

/**
 * Not tied to a component: the page that sets the flag navigates away at once, and the flag must still
 * drop. A second sign-up inside the window restarts it.
 */
let pending: ReturnType<typeof setTimeout> | undefined;

export function flagAccountJustCreated(set: (value: boolean) => void, ms = ACCOUNT_JUST_CREATED_MS): void {
  if (pending !== undefined) clearTimeout(pending);
  set(true);
  pending = setTimeout(() => {
    pending = undefined;
    set(false);
  }, ms);
}
