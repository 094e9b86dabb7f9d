/** axe-core in the page as shown now: the violations a test fails on (serious and critical). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One line per serious or critical violation: `where: rule at selectors`. Empty when the page is clean. */
export async function seriousViolations(page: Page, where = ''): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where ? `${where}: ` : ''}${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}
