/** axe in the e2e tests: the WCAG rules the app is held to (2.0 and 2.1 A and AA, 2.2 AA). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's findings on the page as it is, in a form that reads well in a failed assertion. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      html: node.html.slice(0, 200),
      why: node.failureSummary?.split('\n').slice(1, 3).join(' ').trim(),
    })),
  }));
}
