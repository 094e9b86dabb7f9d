/** axe-core in the page as shown now: the violations a test fails on (serious and critical). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One line per serious or critical violation: `where: rule at selectors`. Empty when the page is clean. */
export async function seriousViolations(page: Page, where = ''): Promise<string[]> {
  // Only violations fail a test: axe then skips working out selectors for every passing node, the bulk
  // of its time on a big page (axe-core's API docs, "Performance"). The rules run are the same.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where ? `${where}: ` : ''}${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}
