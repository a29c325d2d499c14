// Accessibility check for browser tests: axe-core on the page as it is now (WCAG 2.x A and AA rules).
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The serious and critical violations on the page, one line each (rule, impact, first offending nodes). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
}
