import type { ComponentChildren } from 'preact';

/**
 * Each screen's heading. `tabIndex={-1}` lets the flow move focus here when the screen changes (and only
 * from script: it stays out of the tab order), so keyboard and screen-reader users start at the new step.
 */
export function Heading({ children }: { children: ComponentChildren }) {
  return (
    <h2 class="vc-h" tabIndex={-1}>
      {children}
    </h2>
  );
}
