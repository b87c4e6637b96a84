import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe-core finds on the page (or within `include`), as one readable line per violation. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '))
          .join(' | ')}`,
    );
}

/** The page (or the part named by `include`) has no critical and no serious accessibility violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}
